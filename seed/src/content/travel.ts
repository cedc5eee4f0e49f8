import type { SeedCategory } from './types.js';

export const travel: SeedCategory = {
  id: 'travel',
  subject: 'Travel',
  author: 'chen',
  questions: [
    {
      author: 'dalia',
      tags: ['rail', 'europe'],
      text: 'Is a rail pass worth it for two weeks in Europe?',
      answers: [
        {
          author: 'freya',
          text: 'Only if you travel a lot on long routes. Price out your actual trips first: early-booked point-to-point tickets are often cheaper, especially in Spain, Italy and France where high-speed trains need paid reservations even with a pass.',
        },
        {
          author: 'bruno',
          text: 'Passes shine in Switzerland, Austria and Germany, where you can hop on most trains without booking. Flexibility is worth something if you do not like fixed plans.',
        },
      ],
    },
    {
      author: 'freya',
      tags: ['jet-lag', 'flights'],
      text: 'How do you beat jet lag after a long flight east?',
      answers: [
        {
          author: 'chen',
          text: 'Switch to the destination time as soon as you board: sleep on the plane if it is night there. After landing, get outside in morning daylight and avoid long naps; a 20-minute nap before 3 pm is fine.',
        },
        {
          author: 'alice',
          text: 'Drink water, go easy on alcohol, and eat meals at local times. Shifting your sleep by an hour a day in the days before the flight helps too.',
        },
      ],
    },
    {
      author: 'chen',
      tags: ['tokyo', 'food'],
      text: '東京でおすすめのラーメン屋はどこですか？ Any ramen shop recommendations in Tokyo?',
      answers: [
        {
          author: 'emeka',
          text: 'Try the small counter shops near stations rather than the famous chains; many have a ticket machine at the entrance. Go at opening time or mid-afternoon to avoid the queues.',
        },
        {
          author: 'dalia',
          text: 'For a first visit, try a rich tonkotsu bowl and a lighter shoyu one to compare. Tokyo Station has a Ramen Street with several well-known shops in one place.',
        },
      ],
    },
    {
      author: 'alice',
      tags: ['packing', 'flights'],
      text: 'What should I always pack in my carry-on in case my checked bag is lost?',
      answers: [
        {
          author: 'bruno',
          text: 'Medication, a change of clothes, chargers, documents, glasses or contact lenses, and anything valuable or fragile. Airlines do not cover electronics and jewellery in checked bags.',
        },
        {
          author: 'freya',
          text: 'Put a luggage tracker in the checked bag. It will not stop it from getting lost, but you can tell the airline exactly where it is.',
        },
      ],
    },
    {
      author: 'emeka',
      tags: ['italy', 'car-rental'],
      text: 'Do I need an international driving permit to rent a car in Italy?',
      answers: [
        {
          author: 'alice',
          text: 'If your licence was issued outside the EU, yes: Italy requires an IDP alongside your national licence. The rental desk may not ask, but the police can fine you at a traffic stop.',
        },
        {
          author: 'chen',
          text: 'Also watch for ZTL zones (limited traffic areas) in historic centres. Cameras fine every entry, and the bill arrives months later through the rental company.',
        },
      ],
    },
    {
      author: 'bruno',
      tags: ['security', 'wi-fi'],
      text: 'Is it safe to use public Wi-Fi at airports and hotels?',
      answers: [
        {
          author: 'dalia',
          text: 'Mostly, because nearly every site uses HTTPS now. Check that the network name is the official one, keep your system updated, and do not accept certificate warnings.',
        },
        {
          author: 'emeka',
          text: 'For banking, a mobile data connection or a reputable VPN adds a layer. Turn off automatic joining of open networks on your phone.',
        },
      ],
    },
  ],
};
