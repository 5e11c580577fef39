import { loadSharp } from '../../lib/images.ts';
import type { Storage } from '../../lib/storage.ts';

export type MainCategory = 'CULTIVO' | 'ILUMINARIA' | 'PARAFERNALIA' | 'MERCH' | 'SALUD';

export type ProductImageOptions = {
  name: string;
  category: MainCategory;
  brand?: string;
  alternate?: boolean;
};

export type BrandLogoOptions = { name: string; color?: string };

export type HeroBannerOptions = { title: string; subtitle: string; category: MainCategory };

const FONT = "'DejaVu Sans', Arial, sans-serif";
const QUALITY = 75;
const WEBP_EFFORT = 2;

const PALETTE: Record<MainCategory, { from: string; to: string; ink: string; label: string }> = {
  CULTIVO: { from: '#51cf66', to: '#0b6b34', ink: '#0a4d26', label: 'CULTIVO' },
  ILUMINARIA: { from: '#ffc53d', to: '#e8590c', ink: '#8a3206', label: 'ILUMINARIA' },
  PARAFERNALIA: { from: '#9775fa', to: '#3b1f8f', ink: '#2b1566', label: 'PARAFERNALIA' },
  MERCH: { from: '#4dabf7', to: '#0b3d91', ink: '#082c69', label: 'MERCH' },
  SALUD: { from: '#f783ac', to: '#a61e4d', ink: '#6e1233', label: 'SALUD' },
};

const ICONS: Record<MainCategory, (ink: string) => string> = {
  CULTIVO: (ink) => `
    <path d="M100 112 V58" stroke="#fff" stroke-width="8" stroke-linecap="round" fill="none"/>
    <path d="M100 86 C70 88 42 68 36 32 C70 30 96 50 100 86 Z" fill="#fff"/>
    <path d="M98 82 C82 70 64 54 48 40" stroke="${ink}" stroke-opacity="0.35" stroke-width="3" fill="none" stroke-linecap="round"/>
    <path d="M100 70 C114 42 142 26 172 30 C168 64 138 84 100 70 Z" fill="#fff" fill-opacity="0.92"/>
    <path d="M104 68 C122 56 140 46 160 38" stroke="${ink}" stroke-opacity="0.35" stroke-width="3" fill="none" stroke-linecap="round"/>
    <rect x="44" y="106" width="112" height="22" rx="7" fill="#fff"/>
    <path d="M54 128 H146 L134 186 H66 Z" fill="#fff" fill-opacity="0.88"/>
    <rect x="60" y="142" width="80" height="10" rx="4" fill="${ink}" fill-opacity="0.25"/>`,
  ILUMINARIA: (ink) => `
    <g stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-opacity="0.8">
      <path d="M100 4 V16"/><path d="M30 30 L40 40"/><path d="M170 30 L160 40"/><path d="M8 88 H20"/><path d="M180 88 H192"/>
    </g>
    <path d="M100 26 C64 26 40 52 40 86 C40 108 52 122 64 136 C70 144 72 150 72 156 H128 C128 150 130 144 136 136 C148 122 160 108 160 86 C160 52 136 26 100 26 Z" fill="#fff"/>
    <path d="M84 154 V122 L92 106 L100 122 L108 106 L116 122 V154" stroke="${ink}" stroke-width="5" fill="none" stroke-linejoin="round" stroke-linecap="round" stroke-opacity="0.7"/>
    <ellipse cx="80" cy="66" rx="12" ry="20" fill="${ink}" fill-opacity="0.12" transform="rotate(30 80 66)"/>
    <rect x="70" y="160" width="60" height="12" rx="5" fill="#fff" fill-opacity="0.9"/>
    <rect x="72" y="175" width="56" height="10" rx="5" fill="#fff" fill-opacity="0.8"/>
    <path d="M84 188 H116 L110 196 H90 Z" fill="#fff" fill-opacity="0.8"/>`,
  PARAFERNALIA: (ink) => `
    <rect x="28" y="40" width="144" height="46" rx="14" fill="#fff"/>
    <ellipse cx="100" cy="40" rx="72" ry="18" fill="#fff"/>
    <ellipse cx="100" cy="40" rx="46" ry="10" fill="${ink}" fill-opacity="0.16"/>
    <g stroke="${ink}" stroke-opacity="0.28" stroke-width="4" stroke-linecap="round">
      <path d="M44 56 V80"/><path d="M60 60 V84"/><path d="M76 62 V86"/><path d="M92 62 V86"/><path d="M108 62 V86"/><path d="M124 62 V86"/><path d="M140 60 V84"/><path d="M156 56 V80"/>
    </g>
    <rect x="36" y="94" width="128" height="40" rx="10" fill="#fff"/>
    <rect x="36" y="142" width="128" height="46" rx="14" fill="#fff"/>
    <rect x="134" y="94" width="30" height="40" rx="10" fill="${ink}" fill-opacity="0.1"/>
    <rect x="134" y="142" width="30" height="46" rx="14" fill="${ink}" fill-opacity="0.1"/>
    <rect x="84" y="156" width="32" height="8" rx="4" fill="${ink}" fill-opacity="0.25"/>`,
  MERCH: (ink) => `
    <path d="M70 28 L38 42 L10 82 L42 102 L56 86 V182 H144 V86 L158 102 L190 82 L162 42 L130 28 C124 44 114 52 100 52 C86 52 76 44 70 28 Z" fill="#fff"/>
    <path d="M70 28 C76 44 86 52 100 52 C114 52 124 44 130 28" stroke="${ink}" stroke-opacity="0.3" stroke-width="4" fill="none"/>
    <circle cx="100" cy="112" r="26" fill="${ink}" fill-opacity="0.8"/>
    <path d="M100 96 L105 107 L117 108 L108 116 L111 128 L100 122 L89 128 L92 116 L83 108 L95 107 Z" fill="#fff"/>`,
  SALUD: (ink) => `
    <rect x="78" y="10" width="44" height="44" rx="10" fill="#fff" fill-opacity="0.85"/>
    <rect x="86" y="52" width="28" height="16" fill="#fff" fill-opacity="0.9"/>
    <rect x="48" y="66" width="104" height="122" rx="24" fill="#fff"/>
    <rect x="64" y="100" width="72" height="60" rx="10" fill="${ink}" fill-opacity="0.85"/>
    <path d="M93 110 H107 V124 H121 V138 H107 V152 H93 V138 H79 V124 H93 Z" fill="#fff"/>`,
};

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function hash(value: string): number {
  let h = 2166136261;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function charWidth(char: string): number {
  if (char === ' ') return 0.32;
  if ("iljtfr.,:;!|'()[]".includes(char)) return 0.4;
  if ('mwMW'.includes(char)) return 0.95;
  if (/[A-ZÁÉÍÓÚÑ0-9]/.test(char)) return 0.74;
  return 0.62;
}

function textWidth(text: string, fontSize: number, bold = true): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width * fontSize * (bold ? 1.05 : 0.95);
}

function wrapWords(text: string, fontSize: number, maxWidth: number, bold = true): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && textWidth(candidate, fontSize, bold) > maxWidth) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function fitText(
  text: string,
  opts: { sizes: number[]; maxWidth: number; maxLines: number; bold?: boolean },
): { lines: string[]; fontSize: number } {
  const bold = opts.bold ?? true;
  for (const fontSize of opts.sizes) {
    const lines = wrapWords(text, fontSize, opts.maxWidth, bold);
    if (
      lines.length <= opts.maxLines &&
      lines.every((line) => textWidth(line, fontSize, bold) <= opts.maxWidth)
    ) {
      return { lines, fontSize };
    }
  }
  const fontSize = opts.sizes[opts.sizes.length - 1];
  const lines = wrapWords(text, fontSize, opts.maxWidth, bold).slice(0, opts.maxLines);
  let last = lines[lines.length - 1];
  while (last.length > 1 && textWidth(`${last}…`, fontSize, bold) > opts.maxWidth) last = last.slice(0, -1);
  lines[lines.length - 1] = `${last.trimEnd()}…`;
  return { lines, fontSize };
}

function textBlock(
  lines: string[],
  opts: {
    x: number;
    y: number;
    fontSize: number;
    lineHeight: number;
    anchor: 'start' | 'middle';
    fill: string;
    weight: number;
    shadow?: boolean;
  },
): string {
  const tspans = lines
    .map((line, i) => `<tspan x="${opts.x}" y="${opts.y + i * opts.lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  const attrs = `font-family="${FONT}" font-size="${opts.fontSize}" font-weight="${opts.weight}" text-anchor="${opts.anchor}"`;
  const shadow = opts.shadow
    ? `<text ${attrs} fill="#000" fill-opacity="0.22" transform="translate(0 4)">${tspans}</text>`
    : '';
  return `${shadow}<text ${attrs} fill="${opts.fill}">${tspans}</text>`;
}

function pill(
  label: string,
  x: number,
  y: number,
  fontSize: number,
  fill: string,
  fillOpacity: number,
): string {
  const width = textWidth(label, fontSize) + fontSize * 1.6;
  const height = fontSize * 2;
  return `<rect x="${x}" y="${y}" width="${width.toFixed(0)}" height="${height}" rx="${height / 2}" fill="${fill}" fill-opacity="${fillOpacity}"/>
    <text x="${x + fontSize * 0.8}" y="${y + fontSize * 1.36}" font-family="${FONT}" font-size="${fontSize}" font-weight="700" letter-spacing="2" fill="#ffffff">${escapeXml(label)}</text>`;
}

export function productSvg(opts: ProductImageOptions): string {
  const colors = PALETTE[opts.category];
  const seed = hash(opts.name);
  const alternate = opts.alternate === true;
  const direction =
    seed % 2 === 0 ? 'x1="0" y1="0" x2="1000" y2="1000"' : 'x1="1000" y1="0" x2="0" y2="1000"';
  const bubbleX = 720 + (seed % 180);
  const bubbleY = 90 + ((seed >> 8) % 140);
  const { lines, fontSize } = fitText(opts.name, {
    sizes: [84, 76, 70, 64, 58, 52],
    maxWidth: 820,
    maxLines: 3,
  });
  const lineHeight = Math.round(fontSize * 1.16);
  const brandOffset = opts.brand ? 66 : 0;
  const visualHeight = fontSize * 0.76 + (lines.length - 1) * lineHeight + brandOffset + fontSize * 0.12;
  const [bandTop, bandBottom] = alternate ? [560, 950] : [480, 930];
  const firstBaseline = Math.round(bandTop + (bandBottom - bandTop - visualHeight) / 2 + fontSize * 0.76);
  const brandBaseline = firstBaseline + (lines.length - 1) * lineHeight + brandOffset;
  const background = alternate
    ? `<rect x="30" y="30" width="940" height="940" fill="#ffffff"/>
       <circle cx="500" cy="290" r="215" fill="${colors.from}" fill-opacity="0.16"/>
       <rect x="30" y="${bandTop}" width="940" height="${970 - bandTop}" fill="url(#bg)"/>`
    : `<rect x="30" y="30" width="940" height="940" fill="url(#bg)"/>
       <circle cx="500" cy="290" r="300" fill="url(#glow)"/>
       <circle cx="${bubbleX}" cy="${bubbleY}" r="170" fill="#fff" fill-opacity="0.07"/>
       <circle cx="${1000 - bubbleX}" cy="${1000 - bubbleY}" r="130" fill="#fff" fill-opacity="0.06"/>`;
  const iconMarkup = ICONS[opts.category](colors.ink);
  const icon = `<g transform="translate(340 130) scale(1.6)">${alternate ? iconMarkup.replaceAll('#fff', colors.to) : iconMarkup}</g>`;
  const brandLine = opts.brand
    ? `<text x="500" y="${brandBaseline}" font-family="${FONT}" font-size="32" letter-spacing="4" text-anchor="middle" fill="#ffffff" fill-opacity="0.85">${escapeXml(opts.brand.toUpperCase())}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000">
  <defs>
    <linearGradient id="bg" gradientUnits="userSpaceOnUse" ${direction}><stop offset="0" stop-color="${colors.from}"/><stop offset="1" stop-color="${colors.to}"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.32"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    <clipPath id="card"><rect x="30" y="30" width="940" height="940" rx="72"/></clipPath>
  </defs>
  <rect width="1000" height="1000" fill="#f1f3f5"/>
  <g clip-path="url(#card)">${background}</g>
  ${pill(colors.label, 80, 80, 26, alternate ? colors.to : '#ffffff', alternate ? 1 : 0.2)}
  ${icon}
  ${textBlock(lines, { x: 500, y: firstBaseline, fontSize, lineHeight, anchor: 'middle', fill: '#ffffff', weight: 700, shadow: true })}
  ${brandLine}
</svg>`;
}

export function brandSvg(opts: BrandLogoOptions): string {
  const hue = hash(opts.name) % 360;
  const color = opts.color ?? `hsl(${hue}, 62%, 36%)`;
  const initial = escapeXml(opts.name.trim().charAt(0).toUpperCase());
  const { lines, fontSize } = fitText(opts.name, { sizes: [44, 40, 36, 32, 28], maxWidth: 250, maxLines: 2 });
  const lineHeight = Math.round(fontSize * 1.1);
  const firstBaseline = Math.round(100 - (lines.length * lineHeight) / 2 + fontSize * 0.8);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200">
  <rect width="400" height="200" rx="24" fill="#ffffff"/>
  <circle cx="76" cy="100" r="46" fill="${color}"/>
  <circle cx="76" cy="100" r="38" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="3"/>
  <text x="76" y="118" font-family="${FONT}" font-size="50" font-weight="700" text-anchor="middle" fill="#ffffff">${initial}</text>
  ${textBlock(lines, { x: 138, y: firstBaseline, fontSize, lineHeight, anchor: 'start', fill: color, weight: 700 })}
  <rect x="140" y="${firstBaseline + (lines.length - 1) * lineHeight + 14}" width="60" height="6" rx="3" fill="${color}" fill-opacity="0.45"/>
</svg>`;
}

export function bannerSvg(opts: HeroBannerOptions, mobile: boolean): string {
  const colors = PALETTE[opts.category];
  const [width, height] = mobile ? [800, 800] : [1600, 600];
  const icon = ICONS[opts.category](colors.ink);
  if (mobile) {
    const title = fitText(opts.title, { sizes: [64, 58, 52, 46], maxWidth: 680, maxLines: 3 });
    const subtitle = fitText(opts.subtitle, { sizes: [32, 30, 28], maxWidth: 680, maxLines: 3, bold: false });
    const titleLh = Math.round(title.fontSize * 1.14);
    const subtitleLh = Math.round(subtitle.fontSize * 1.3);
    const gap = 30;
    const visualHeight =
      title.fontSize * 0.76 +
      (title.lines.length - 1) * titleLh +
      gap +
      subtitle.fontSize * 0.76 +
      (subtitle.lines.length - 1) * subtitleLh;
    const titleY = Math.round(330 + (440 - visualHeight) / 2 + title.fontSize * 0.76);
    const subtitleY =
      titleY + (title.lines.length - 1) * titleLh + gap + Math.round(subtitle.fontSize * 0.76) + 10;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.from}"/><stop offset="1" stop-color="${colors.to}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="680" cy="120" r="220" fill="#fff" fill-opacity="0.07"/>
  <circle cx="80" cy="760" r="180" fill="#fff" fill-opacity="0.06"/>
  <g transform="translate(290 70) scale(1.1)">${icon}</g>
  ${textBlock(title.lines, { x: 400, y: titleY, fontSize: title.fontSize, lineHeight: titleLh, anchor: 'middle', fill: '#ffffff', weight: 700, shadow: true })}
  ${textBlock(subtitle.lines, { x: 400, y: subtitleY, fontSize: subtitle.fontSize, lineHeight: subtitleLh, anchor: 'middle', fill: '#ffffff', weight: 400 })}
</svg>`;
  }
  const title = fitText(opts.title, { sizes: [84, 76, 68, 60], maxWidth: 900, maxLines: 2 });
  const subtitle = fitText(opts.subtitle, { sizes: [36, 32, 30], maxWidth: 860, maxLines: 2, bold: false });
  const titleLh = Math.round(title.fontSize * 1.12);
  const subtitleLh = Math.round(subtitle.fontSize * 1.35);
  const gap = 34;
  const visualHeight =
    title.fontSize * 0.76 +
    (title.lines.length - 1) * titleLh +
    gap +
    subtitle.fontSize * 0.76 +
    (subtitle.lines.length - 1) * subtitleLh;
  const titleY = Math.round((height - visualHeight) / 2 + title.fontSize * 0.76);
  const subtitleY =
    titleY + (title.lines.length - 1) * titleLh + gap + Math.round(subtitle.fontSize * 0.76) + 10;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.from}"/><stop offset="1" stop-color="${colors.to}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="1290" cy="300" r="260" fill="#fff" fill-opacity="0.1"/>
  <circle cx="1500" cy="40" r="160" fill="#fff" fill-opacity="0.06"/>
  <circle cx="120" cy="620" r="200" fill="#fff" fill-opacity="0.05"/>
  <g transform="translate(1130 140) scale(1.6)">${icon}</g>
  <rect x="122" y="${Math.round(titleY - title.fontSize * 0.76 - 40)}" width="80" height="8" rx="4" fill="#ffffff" fill-opacity="0.7"/>
  ${textBlock(title.lines, { x: 120, y: titleY, fontSize: title.fontSize, lineHeight: titleLh, anchor: 'start', fill: '#ffffff', weight: 700, shadow: true })}
  ${textBlock(subtitle.lines, { x: 120, y: subtitleY, fontSize: subtitle.fontSize, lineHeight: subtitleLh, anchor: 'start', fill: '#ffffff', weight: 400 })}
</svg>`;
}

/** Renders an SVG once and stores each size missing from the storage as WebP (existing keys are kept). */
async function renderSizes(
  storage: Storage,
  svg: string,
  outputs: { key: string; width: number; height: number }[],
  keepAlpha = false,
): Promise<void> {
  const pending: typeof outputs = [];
  for (const output of outputs) if (!(await storage.has(output.key))) pending.push(output);
  if (pending.length === 0) return;
  const sharp = await loadSharp();
  const rendered = sharp(Buffer.from(svg));
  const { data, info } = await (keepAlpha ? rendered : rendered.removeAlpha())
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  await Promise.all(
    pending.map(async (output) => {
      const image = sharp(data, raw);
      const sized =
        output.width === info.width && output.height === info.height
          ? image
          : image.resize(output.width, output.height);
      const bytes = await sized.webp({ quality: QUALITY, effort: WEBP_EFFORT }).toBuffer();
      await storage.put(output.key, bytes, 'image/webp');
    }),
  );
}

export function productImageUrl(slug: string): string {
  return `/media/products/${slug}-1000.webp`;
}

export function brandLogoUrl(slug: string): string {
  return `/media/brands/${slug}-400.webp`;
}

export function bannerImageUrls(slug: string): { desktop: string; mobile: string } {
  return { desktop: `/media/banners/${slug}-1600.webp`, mobile: `/media/banners/${slug}-800.webp` };
}

export async function writeProductImage(
  storage: Storage,
  slug: string,
  opts: ProductImageOptions,
): Promise<string> {
  await renderSizes(storage, productSvg(opts), [
    { key: `products/${slug}-1000.webp`, width: 1000, height: 1000 },
    { key: `products/${slug}-400.webp`, width: 400, height: 400 },
  ]);
  return productImageUrl(slug);
}

export async function writeBrandLogo(
  storage: Storage,
  slug: string,
  opts: BrandLogoOptions,
): Promise<string> {
  await renderSizes(
    storage,
    brandSvg(opts),
    [{ key: `brands/${slug}-400.webp`, width: 400, height: 200 }],
    true,
  );
  return brandLogoUrl(slug);
}

export async function writeHeroBanner(
  storage: Storage,
  slug: string,
  opts: HeroBannerOptions,
): Promise<{ desktop: string; mobile: string }> {
  await Promise.all([
    renderSizes(storage, bannerSvg(opts, false), [
      { key: `banners/${slug}-1600.webp`, width: 1600, height: 600 },
    ]),
    renderSizes(storage, bannerSvg(opts, true), [
      { key: `banners/${slug}-800.webp`, width: 800, height: 800 },
    ]),
  ]);
  return bannerImageUrls(slug);
}

export async function mapLimit<T, R>(
  items: T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
