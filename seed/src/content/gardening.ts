import type { SeedCategory } from './types.js';

export const gardening: SeedCategory = {
  id: 'gardening',
  subject: 'Gardening',
  author: 'alice',
  questions: [
    {
      author: 'bruno',
      tags: ['tomatoes', 'plant-care'],
      text: 'Why are the leaves on my tomato plants turning yellow from the bottom?',
      answers: [
        {
          author: 'dalia',
          text: 'Lower leaves yellowing first usually means nitrogen deficiency or simply old leaves being shaded out. Feed with a balanced fertiliser and remove the yellow leaves. If you also see brown spots with rings, it is early blight: remove affected leaves and water at the base.',
        },
        {
          author: 'alice',
          text: 'Overwatering does the same thing. Water deeply twice a week rather than a little every day, and make sure the pot drains.',
        },
      ],
    },
    {
      author: 'emeka',
      tags: ['herbs', 'indoor-plants'],
      text: 'Which herbs can I grow indoors on a windowsill?',
      answers: [
        {
          author: 'freya',
          text: 'Basil, parsley, chives, mint and thyme do well on a sunny south or west windowsill. Basil needs the most light and warmth; mint is easiest but give it its own pot.',
        },
        {
          author: 'chen',
          text: 'Pick the leaves often. Regular harvesting keeps the plants bushy instead of tall and thin.',
        },
      ],
    },
    {
      author: 'chen',
      tags: ['composting'],
      text: 'How do I start composting in a small flat?',
      answers: [
        {
          author: 'bruno',
          text: 'A bokashi bucket or a small worm bin both fit under a sink and do not smell when managed properly. Worms eat fruit and vegetable scraps; bokashi can also take cooked food.',
        },
        {
          author: 'emeka',
          text: 'Check whether your city collects food waste. Many do, and it is the easiest option if you have no garden for the finished compost.',
        },
      ],
    },
    {
      author: 'freya',
      tags: ['bulbs', 'planting'],
      text: 'When is the best time to plant tulip bulbs?',
      answers: [
        {
          author: 'alice',
          text: 'In autumn, once the soil has cooled, usually October to November in northern Europe. Plant them about three times as deep as the bulb is tall, pointed end up.',
        },
        {
          author: 'dalia',
          text: 'If you forgot, you can still plant them in early winter as long as the ground is not frozen. They need the cold period to flower.',
        },
      ],
    },
    {
      author: 'alice',
      tags: ['pests', 'organic'],
      text: 'How do I get rid of aphids without harsh chemicals?',
      answers: [
        {
          author: 'chen',
          text: 'Spray them off with a strong jet of water, then follow with insecticidal soap if they come back. Ladybirds and lacewings eat aphids, so avoid broad-spectrum sprays that kill them too.',
        },
        {
          author: 'freya',
          text: 'Aphids love soft new growth from too much nitrogen fertiliser. Feeding less often helps.',
        },
      ],
    },
    {
      author: 'dalia',
      tags: ['water', 'sustainability'],
      text: 'Is it worth collecting rainwater for the garden?',
      answers: [
        {
          author: 'emeka',
          text: 'Yes. A water butt connected to a downpipe fills quickly; one millimetre of rain on ten square metres of roof is ten litres. Plants also prefer rainwater to hard tap water.',
        },
        {
          author: 'bruno',
          text: 'Use a lid to keep out mosquitoes and leaves, and disconnect it in winter if it could freeze and crack.',
        },
      ],
    },
  ],
};
