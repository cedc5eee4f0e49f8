// Demo images drawn with sharp from SVG: avatars (initials on a colour) and fake screenshots.
import sharp from 'sharp';
import type { ScreenshotSpec } from './content/index.js';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function initials(displayName: string): string {
  return displayName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** A 256 px PNG: the user's initials in white on their colour. */
export async function renderAvatar(displayName: string, colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
  <rect width="256" height="256" fill="${colour}"/>
  <text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold"
    font-size="104" fill="#ffffff">${escapeXml(initials(displayName))}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ palette: true, compressionLevel: 9 }).toBuffer();
}

const LINE_HEIGHT = 26;

/** A PNG that looks like an editor or console window showing the given lines. */
export async function renderScreenshot(spec: ScreenshotSpec): Promise<Buffer> {
  const width = 720;
  const height = 64 + Math.max(spec.lines.length, 4) * LINE_HEIGHT + 24;
  const lines = spec.lines
    .map(
      (line, index) =>
        `<text x="24" y="${76 + index * LINE_HEIGHT}" xml:space="preserve">${escapeXml(line)}</text>`,
    )
    .join('\n');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" rx="10" fill="#1e2430"/>
  <rect width="${width}" height="36" rx="10" fill="#2d3545"/>
  <circle cx="22" cy="18" r="6" fill="#ff5f57"/><circle cx="42" cy="18" r="6" fill="#febc2e"/>
  <circle cx="62" cy="18" r="6" fill="#28c840"/>
  <text x="${width / 2}" y="23" text-anchor="middle" font-family="DejaVu Sans" font-size="14"
    fill="#c8d0e0">${escapeXml(spec.title)}</text>
  <g font-family="DejaVu Sans Mono" font-size="16" fill="#d8dee9">${lines}</g>
</svg>`;
  return sharp(Buffer.from(svg)).png({ palette: true, compressionLevel: 9 }).toBuffer();
}
