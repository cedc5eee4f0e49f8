import type { SeedCategory } from './types.js';

export const webDevelopment: SeedCategory = {
  id: 'web-development',
  subject: 'Web Development',
  author: 'bruno',
  questions: [
    {
      author: 'alice',
      tags: ['react', 'javascript'],
      text: 'My React component renders twice in development. Is something wrong with my useEffect?',
      answers: [
        {
          author: 'freya',
          text: 'That is StrictMode. In development React mounts, unmounts and mounts again to check that your effects clean up after themselves. It does not happen in a production build. If the double run breaks something, your effect is missing a cleanup function.',
        },
        {
          author: 'dalia',
          text: 'Typical example: an effect that subscribes to something must return the unsubscribe function. With that, the double mount is harmless.',
        },
      ],
    },
    {
      author: 'chen',
      tags: ['css', 'layout'],
      text: 'How do I centre a div horizontally and vertically in 2024?',
      answers: [
        {
          author: 'bruno',
          text: 'On the parent: display: grid; place-items: center; and give the parent a height (for example min-height: 100vh). That is all.',
        },
        {
          author: 'emeka',
          text: 'Flexbox works too: display: flex; justify-content: center; align-items: center;. Use grid when there is a single child, flex when you lay out a row of items.',
        },
      ],
    },
    {
      author: 'dalia',
      tags: ['cors', 'http'],
      text: 'Fetch to my API fails with "blocked by CORS policy" but the same request works in Postman. What is going on?',
      screenshot: {
        title: 'DevTools - Console',
        lines: [
          "Access to fetch at 'http://localhost:3000/api/items'",
          "from origin 'http://localhost:5173' has been blocked",
          "by CORS policy: No 'Access-Control-Allow-Origin'",
          'header is present on the requested resource.',
          '',
          'GET http://localhost:3000/api/items net::ERR_FAILED',
        ],
      },
      answers: [
        {
          author: 'alice',
          text: 'CORS is enforced by the browser, not the server, which is why Postman does not care. Your API must answer with Access-Control-Allow-Origin: http://localhost:5173 (and handle the OPTIONS preflight if you send JSON or custom headers). In development you can also proxy the API through Vite (server.proxy) so both are on one origin.',
        },
        {
          author: 'chen',
          text: 'Do not fix it with Access-Control-Allow-Origin: * if you use cookies: browsers reject the wildcard with credentials. List the exact origins you trust.',
        },
      ],
    },
    {
      author: 'emeka',
      tags: ['security', 'jwt'],
      text: 'Should I store JWTs in localStorage or in cookies?',
      answers: [
        {
          author: 'freya',
          text: 'localStorage is readable by any script on the page, so one XSS bug leaks the token. An HttpOnly, Secure, SameSite cookie cannot be read by scripts. The cookie then needs CSRF protection (SameSite=Lax or Strict covers most cases).',
        },
        {
          author: 'bruno',
          text: 'Whatever you choose, keep access tokens short-lived and preventing XSS stays the most important part: a script running on your page can act as the user either way.',
        },
      ],
    },
    {
      author: 'freya',
      tags: ['images', 'performance'],
      text: 'What is the simplest way to make images on my site load faster?',
      answers: [
        {
          author: 'dalia',
          text: 'Serve them at the size they are displayed (srcset with two or three widths), in WebP or AVIF, with width and height attributes so the layout does not jump, and loading="lazy" for images below the fold.',
        },
        {
          author: 'alice',
          text: 'And long cache headers (Cache-Control: public, max-age=31536000, immutable) with a new file name per version. The second visit then loads nothing.',
        },
      ],
    },
    {
      author: 'bruno',
      tags: ['css', 'tailwind'],
      text: 'Is it still worth learning plain CSS when everyone uses Tailwind?',
      answers: [
        {
          author: 'chen',
          text: 'Yes. Tailwind is a naming scheme for CSS properties; you still need to understand the box model, flexbox, grid and the cascade to use it well. When a layout breaks, DevTools shows you CSS, not class names.',
        },
        {
          author: 'emeka',
          text: 'Learning CSS first also makes you faster in any framework you meet later, including plain CSS modules, which many teams prefer.',
        },
      ],
    },
  ],
};
