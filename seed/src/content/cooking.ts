import type { SeedCategory } from './types.js';

export const cooking: SeedCategory = {
  id: 'cooking',
  subject: 'Cooking & Baking',
  author: 'dalia',
  questions: [
    {
      author: 'emeka',
      tags: ['bread', 'baking'],
      text: 'Why does my bread come out dense and heavy?',
      answers: [
        {
          author: 'dalia',
          text: 'Usually under-proofing or too little kneading. Let the dough rise until it has roughly doubled and a floured finger poke springs back slowly. Also check your yeast: dissolve a pinch in warm water with sugar; if it does not foam in ten minutes, it is dead.',
        },
        {
          author: 'freya',
          text: 'Measure flour by weight. A cup of flour can vary by 30 grams depending on how you scoop it, and extra flour makes a stiff, dense loaf.',
        },
      ],
    },
    {
      author: 'alice',
      tags: ['rice'],
      text: 'How do I cook rice so it is not sticky?',
      answers: [
        {
          author: 'chen',
          text: 'Rinse it in cold water until the water runs almost clear; that removes surface starch. Then use about 1.25 parts water to 1 part long-grain rice, simmer covered for 12 minutes, and let it rest off the heat, lid on, for 10 minutes before fluffing.',
        },
        {
          author: 'bruno',
          text: 'Also pick the right rice: basmati or jasmine for separate grains. Short-grain rice is meant to be sticky.',
        },
      ],
    },
    {
      author: 'freya',
      tags: ['baking', 'substitutions'],
      text: 'Can I replace butter with oil in cake recipes?',
      answers: [
        {
          author: 'dalia',
          text: 'Yes, use about 80% of the butter weight in oil, because butter is roughly 20% water. Oil cakes stay moist longer but you lose the buttery flavour, and you cannot cream oil with sugar, so mix it like a muffin batter.',
        },
        {
          author: 'emeka',
          text: 'It works best in chocolate, carrot and spice cakes where other flavours dominate. For a plain pound cake, keep the butter.',
        },
      ],
    },
    {
      author: 'bruno',
      tags: ['knives', 'kitchen-tools'],
      text: 'What is the best way to sharpen kitchen knives at home?',
      answers: [
        {
          author: 'alice',
          text: 'A combination whetstone (around 1000/6000 grit) is the best value. Soak it if it is a water stone, hold a constant angle of about 15 to 20 degrees, and raise a burr along the whole edge before moving to the finer side.',
        },
        {
          author: 'freya',
          text: 'Between sharpenings, a honing steel realigns the edge. Many "dull" knives just need honing.',
        },
      ],
    },
    {
      author: 'chen',
      tags: ['food-safety', 'chicken'],
      text: 'How long can cooked chicken stay in the fridge?',
      answers: [
        {
          author: 'dalia',
          text: 'Three to four days at 4 °C or below. Cool it quickly (within two hours of cooking), store it in a shallow closed container, and reheat until it is steaming hot all the way through.',
        },
        {
          author: 'bruno',
          text: 'If you will not eat it in that time, freeze it on day one. Frozen cooked chicken keeps well for two to three months.',
        },
      ],
    },
    {
      author: 'dalia',
      tags: ['sugar', 'candy'],
      text: 'My caramel keeps crystallising into a grainy mess. What am I doing wrong?',
      answers: [
        {
          author: 'freya',
          text: 'Stop stirring once the sugar has dissolved; swirl the pan instead. Brush the sides with a wet pastry brush so stray crystals do not fall back in, and a spoon of glucose syrup or a squeeze of lemon juice helps prevent crystals.',
        },
        {
          author: 'emeka',
          text: 'Start with a very clean pan too. One old sugar crystal or speck of dust is enough to start the whole batch crystallising.',
        },
      ],
    },
  ],
};
