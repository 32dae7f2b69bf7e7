/** Generated SVG faces: the 24 comment emoticons (files/emoticons/{id}.svg) and user avatars (files/avatars/{name}.svg). */
import { hashString } from '../db/seed/prng.ts';
import { escapeXml } from './svg.ts';

type Eyes = 'dot' | 'happy' | 'closed' | 'wink' | 'heart' | 'star' | 'wide' | 'x' | 'spiral' | 'shades' | 'half' | 'angry' | 'shiny';
type Mouth = 'smile' | 'grin' | 'o' | 'flat' | 'frown' | 'tongue' | 'kiss' | 'cat' | 'teeth' | 'wavy' | 'smirk';
type Extra = 'blush' | 'tears' | 'sweat' | 'zzz' | 'heart' | 'question' | 'anger';

export interface EmoticonSpec {
  name: string;
  eyes: Eyes;
  mouth: Mouth;
  extras: Extra[];
  color?: string;
}

/** The 24 emoticons in id order (id = index + 1). */
export const EMOTICONS: readonly EmoticonSpec[] = [
  { name: '微笑', eyes: 'dot', mouth: 'smile', extras: ['blush'] },
  { name: '大笑', eyes: 'happy', mouth: 'grin', extras: [] },
  { name: '害羞', eyes: 'closed', mouth: 'smile', extras: ['blush'], color: '#FFCC80' },
  { name: '眨眼', eyes: 'wink', mouth: 'smile', extras: [] },
  { name: '喜欢', eyes: 'heart', mouth: 'smile', extras: [] },
  { name: '亲亲', eyes: 'closed', mouth: 'kiss', extras: ['heart', 'blush'] },
  { name: '酷', eyes: 'shades', mouth: 'smirk', extras: [] },
  { name: '惊讶', eyes: 'wide', mouth: 'o', extras: [] },
  { name: '大哭', eyes: 'closed', mouth: 'frown', extras: ['tears'] },
  { name: '生气', eyes: 'angry', mouth: 'frown', extras: ['anger'], color: '#FF8A65' },
  { name: '得意', eyes: 'half', mouth: 'smirk', extras: [] },
  { name: '疑问', eyes: 'dot', mouth: 'flat', extras: ['question'] },
  { name: '困', eyes: 'closed', mouth: 'o', extras: ['zzz'] },
  { name: '流汗', eyes: 'happy', mouth: 'grin', extras: ['sweat'] },
  { name: '调皮', eyes: 'wink', mouth: 'tongue', extras: [] },
  { name: '委屈', eyes: 'shiny', mouth: 'wavy', extras: [] },
  { name: '晕', eyes: 'spiral', mouth: 'wavy', extras: [] },
  { name: '偷笑', eyes: 'happy', mouth: 'cat', extras: ['blush'] },
  { name: '憨笑', eyes: 'dot', mouth: 'teeth', extras: [] },
  { name: '发呆', eyes: 'wide', mouth: 'flat', extras: [] },
  { name: '难过', eyes: 'dot', mouth: 'frown', extras: [], color: '#FFE082' },
  { name: '惊喜', eyes: 'star', mouth: 'grin', extras: [] },
  { name: '无语', eyes: 'half', mouth: 'flat', extras: ['sweat'] },
  { name: '可爱', eyes: 'shiny', mouth: 'cat', extras: ['blush'] },
];

const INK = '#5D4037';
const line = (d: string, w = 3) =>
  `<path d="${d}" fill="none" stroke="${INK}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
const heartPath = (x: number, y: number, s: number) =>
  `M${x} ${y + s * 0.9} C${x - s * 1.6} ${y - s * 0.2} ${x - s * 0.8} ${y - s * 1.5} ${x} ${y - s * 0.6} C${x + s * 0.8} ${y - s * 1.5} ${x + s * 1.6} ${y - s * 0.2} ${x} ${y + s * 0.9} Z`;

function starPoints(cx: number, cy: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push(`${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
}

function eye(kind: Eyes, x: number, y: number, right: boolean): string {
  switch (kind) {
    case 'dot':
      return `<circle cx="${x}" cy="${y}" r="3.6" fill="${INK}"/>`;
    case 'happy':
      return line(`M${x - 4} ${y + 2} Q${x} ${y - 5} ${x + 4} ${y + 2}`);
    case 'closed':
      return line(`M${x - 4} ${y} Q${x} ${y + 4} ${x + 4} ${y}`);
    case 'wink':
      return right ? line(`M${x - 4} ${y + 1} Q${x} ${y - 4} ${x + 4} ${y + 1}`) : `<circle cx="${x}" cy="${y}" r="3.6" fill="${INK}"/>`;
    case 'heart':
      return `<path d="${heartPath(x, y, 4.5)}" fill="#E53935"/>`;
    case 'star':
      return `<polygon points="${starPoints(x, y, 6)}" fill="#FF7043"/>`;
    case 'wide':
      return `<circle cx="${x}" cy="${y}" r="5.5" fill="#fff" stroke="${INK}" stroke-width="2"/><circle cx="${x}" cy="${y}" r="2.6" fill="${INK}"/>`;
    case 'x':
      return line(`M${x - 3.5} ${y - 3.5} L${x + 3.5} ${y + 3.5} M${x + 3.5} ${y - 3.5} L${x - 3.5} ${y + 3.5}`);
    case 'spiral':
      return `<circle cx="${x}" cy="${y}" r="5" fill="none" stroke="${INK}" stroke-width="1.8"/><circle cx="${x}" cy="${y}" r="2.2" fill="none" stroke="${INK}" stroke-width="1.8"/>`;
    case 'shades':
      return `<rect x="${x - 7}" y="${y - 4.5}" width="14" height="9" rx="3.5" fill="#263238"/><path d="M${x - 4} ${y - 2} L${x - 1} ${y - 2}" stroke="#90A4AE" stroke-width="1.5" stroke-linecap="round"/>`;
    case 'half':
      return `<path d="M${x - 4.5} ${y - 1} A4.5 4.5 0 0 0 ${x + 4.5} ${y - 1} Z" fill="${INK}"/>${line(`M${x - 5} ${y - 1.5} L${x + 5} ${y - 1.5}`, 2)}`;
    case 'angry':
      return `<circle cx="${x}" cy="${y + 1}" r="3.4" fill="${INK}"/>${line(right ? `M${x + 6} ${y - 8} L${x - 4} ${y - 4}` : `M${x - 6} ${y - 8} L${x + 4} ${y - 4}`)}`;
    case 'shiny':
      return `<circle cx="${x}" cy="${y}" r="5" fill="${INK}"/><circle cx="${x + 1.6}" cy="${y - 1.8}" r="1.8" fill="#fff"/><circle cx="${x - 1.8}" cy="${y + 2}" r="0.9" fill="#fff"/>`;
  }
}

function mouth(kind: Mouth): string {
  switch (kind) {
    case 'smile':
      return line('M22 40 Q32 50 42 40');
    case 'grin':
      return `<path d="M20 38 Q32 56 44 38 Z" fill="${INK}"/><path d="M26 46 Q32 52 38 46 Q32 43 26 46 Z" fill="#F48FB1"/>`;
    case 'o':
      return `<ellipse cx="32" cy="45" rx="4" ry="5" fill="${INK}"/>`;
    case 'flat':
      return line('M25 44 L39 44');
    case 'frown':
      return line('M23 48 Q32 39 41 48');
    case 'tongue':
      return `${line('M22 40 Q32 48 42 40')}<path d="M29 44 Q32 53 36 44 Z" fill="#F06292"/>`;
    case 'kiss':
      return line('M30 40 Q37 43 31 46 Q37 49 30 52', 2.6);
    case 'cat':
      return line('M24 42 Q28 47 32 42 Q36 47 40 42', 2.6);
    case 'teeth':
      return `<path d="M20 39 Q32 54 44 39 Z" fill="${INK}"/><path d="M22 39 L42 39 L40.5 43 L23.5 43 Z" fill="#fff"/>`;
    case 'wavy':
      return line('M22 45 Q25 42 28 45 Q31 48 34 45 Q37 42 40 45', 2.6);
    case 'smirk':
      return line('M25 45 Q35 47 42 39');
  }
}

function extra(kind: Extra): string {
  switch (kind) {
    case 'blush':
      return '<ellipse cx="15" cy="37" rx="5" ry="3" fill="#F48FB1" opacity="0.7"/><ellipse cx="49" cy="37" rx="5" ry="3" fill="#F48FB1" opacity="0.7"/>';
    case 'tears':
      return '<path d="M18 31 Q14 39 18 41 Q22 39 18 31 Z" fill="#4FC3F7"/><path d="M46 31 Q42 39 46 41 Q50 39 46 31 Z" fill="#4FC3F7"/>';
    case 'sweat':
      return '<path d="M51 8 Q45 18 51 21 Q57 18 51 8 Z" fill="#81D4FA" stroke="#29B6F6" stroke-width="1"/>';
    case 'zzz':
      return '<text x="46" y="16" font-family="sans-serif" font-weight="bold" font-size="10" fill="#5C6BC0">z</text><text x="53" y="9" font-family="sans-serif" font-weight="bold" font-size="8" fill="#5C6BC0">z</text>';
    case 'heart':
      return `<path d="${heartPath(53, 12, 5)}" fill="#E53935"/>`;
    case 'question':
      return '<text x="49" y="17" font-family="sans-serif" font-weight="bold" font-size="16" fill="#5C6BC0">?</text>';
    case 'anger':
      return '<path d="M46 9 Q50 13 46 17 M54 9 Q50 13 54 17" fill="none" stroke="#D32F2F" stroke-width="2.4" stroke-linecap="round"/>';
  }
}

export function emoticonSvg(spec: EmoticonSpec): string {
  const face = spec.color ?? '#FFD54F';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(spec.name)}">
<circle cx="32" cy="33" r="27" fill="${face}" stroke="#F9A825" stroke-width="2"/>
<ellipse cx="24" cy="17" rx="8" ry="4" fill="#fff" opacity="0.35"/>
${eye(spec.eyes, 22, 27, false)}${eye(spec.eyes, 42, 27, true)}
${mouth(spec.mouth)}
${spec.extras.map(extra).join('')}
</svg>`;
}

/** A default avatar: a head-and-shoulders silhouette on a colour picked from the name. */
export function avatarSvg(name: string): string {
  const hue = hashString(name) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">
<circle cx="60" cy="60" r="60" fill="hsl(${hue},55%,78%)"/>
<circle cx="60" cy="48" r="22" fill="hsl(${hue},45%,96%)"/>
<path d="M20 104 Q60 60 100 104 Q60 126 20 104 Z" fill="hsl(${hue},45%,96%)"/>
<circle cx="52" cy="47" r="2.6" fill="hsl(${hue},30%,30%)"/><circle cx="68" cy="47" r="2.6" fill="hsl(${hue},30%,30%)"/>
<path d="M53 56 Q60 62 67 56" fill="none" stroke="hsl(${hue},30%,30%)" stroke-width="2.4" stroke-linecap="round"/>
</svg>`;
}
