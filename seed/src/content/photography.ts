import type { SeedCategory } from './types.js';

export const photography: SeedCategory = {
  id: 'photography',
  subject: 'Photography',
  author: 'freya',
  questions: [
    {
      author: 'alice',
      tags: ['low-light', 'camera-settings'],
      text: 'Why are my indoor photos always blurry?',
      answers: [
        {
          author: 'freya',
          text: 'Indoors there is little light, so the camera picks a slow shutter speed and your hand movement shows. Raise the ISO, open the aperture, and keep the shutter at least 1/focal-length (1/50 s for a 50 mm lens).',
        },
        {
          author: 'chen',
          text: 'Brace yourself against a wall or table, and turn on image stabilisation if your lens or body has it.',
        },
      ],
    },
    {
      author: 'bruno',
      tags: ['raw', 'jpeg'],
      text: 'RAW or JPEG: which should a beginner shoot?',
      screenshot: {
        title: 'Camera settings',
        lines: [
          'IMAGE QUALITY',
          '  > RAW + JPEG Fine',
          '    RAW',
          '    JPEG Fine',
          '    JPEG Normal',
          '',
          'RAW file size:  about 25 MB',
          'JPEG file size: about  8 MB',
        ],
      },
      answers: [
        {
          author: 'dalia',
          text: 'RAW keeps far more detail in highlights and shadows and lets you fix the white balance later, but every picture needs editing. Shoot RAW + JPEG for a while: use the JPEGs day to day, and open the RAW when a photo matters.',
        },
        {
          author: 'freya',
          text: 'Modern JPEGs are very good. If you do not enjoy editing, set a picture style you like and shoot JPEG. Exposure matters more than the file format.',
        },
      ],
    },
    {
      author: 'chen',
      tags: ['portraits', 'bokeh'],
      text: 'How do I get a blurred background in portraits with a kit lens?',
      answers: [
        {
          author: 'alice',
          text: 'Zoom to the longest focal length, open the aperture as wide as it goes, get close to your subject, and move them far from the background. Distance matters as much as the aperture.',
        },
        {
          author: 'emeka',
          text: 'A cheap 50 mm f/1.8 is the classic next step. It is small, sharp and makes background blur easy.',
        },
      ],
    },
    {
      author: 'dalia',
      tags: ['privacy', 'metadata'],
      text: 'Does GPS location in photo metadata put me at risk when I share pictures?',
      answers: [
        {
          author: 'bruno',
          text: 'It can: a photo taken at home can reveal your address. Many social networks strip EXIF data on upload, but e-mail, chat apps that send files and personal websites may keep it. Turn off location tagging in the camera app or strip metadata before sharing.',
        },
        {
          author: 'freya',
          text: 'QueryHub strips metadata from uploaded screenshots and profile pictures, for this reason. Check other sites before you upload.',
        },
      ],
    },
    {
      author: 'emeka',
      tags: ['composition'],
      text: 'What is the rule of thirds, and should I always follow it?',
      answers: [
        {
          author: 'freya',
          text: 'Divide the frame into a 3×3 grid and put your subject or horizon on one of the lines. It is a quick way to avoid static, centred pictures, but symmetry and centring work well for some subjects. Use it as a starting point.',
        },
        {
          author: 'dalia',
          text: 'Turn on the grid overlay in your camera or phone. It also helps you keep horizons straight.',
        },
      ],
    },
    {
      author: 'freya',
      tags: ['backup', 'storage'],
      text: 'How should I back up thousands of photos?',
      answers: [
        {
          author: 'chen',
          text: 'Follow 3-2-1: three copies, on two kinds of storage, one off-site. For example the computer, an external drive, and a cloud backup service.',
        },
        {
          author: 'bruno',
          text: 'Test a restore now and then. A backup you have never restored from is only a hope.',
        },
      ],
    },
  ],
};
