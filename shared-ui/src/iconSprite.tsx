// Icons drawn from a sprite: one SVG file of <symbol>s (built from ./iconsMaterial.ts by the
// shell's build, content-hashed and cached for good), each icon an <svg> with a <use> of its
// symbol. A page with fifty icons then carries fifty short references instead of fifty copies of
// path data. The sprite is the page's (IconSpriteContext: its address, or null); without one, in
// tests, or when the server found that the shell's sprite is not the one its icons were drawn from
// (parts deployed apart), every icon draws its paths inline, as MUI's icon does.
import './classNames';
import SvgIcon, { getSvgIconUtilityClass, type SvgIconProps } from '@mui/material/SvgIcon';
import { createContext, forwardRef, memo, use } from 'react';
import { type StaticStyles, staticStyles, useStaticClass } from './staticClass';

/** The address of the icon sprite the page's icons refer to, or null: every icon inline. */
export const IconSpriteContext = createContext<string | null>(null);

/** An icon as MUI's icon modules export it (a component with MUI's `muiName` of an icon). */
export type IconComponent = typeof SvgIcon;

type Size = NonNullable<SvgIconProps['fontSize']>;
type Colour = NonNullable<SvgIconProps['color']>;
const SIZES: Record<string, (rem: (px: number) => string) => string> = {
  inherit: () => 'inherit',
  small: (rem) => rem(20),
  medium: (rem) => rem(24),
  large: (rem) => rem(35),
};
const PALETTE_COLOURS = new Set(['primary', 'secondary', 'error', 'info', 'success', 'warning']);
/** The props an icon drawn from the sprite may have and still skip MUI's SvgIcon: the rest go through it. */
const PLAIN_PROPS = new Set(['className', 'fontSize', 'color', 'aria-hidden']);

const iconStyles = new Map<string, StaticStyles>();

/** MUI's SvgIcon rules for a size and colour (SvgIconRoot's), written once per process. */
function plainIconStyles(size: Size, colour: Colour): StaticStyles {
  const key = `${size} ${colour}`;
  let styles = iconStyles.get(key);
  if (!styles) {
    styles = staticStyles((theme) => {
      const { palette } = theme.vars;
      const colours: Record<string, string | undefined> = {
        action: palette.action.active,
        disabled: palette.action.disabled,
        ...Object.fromEntries([...PALETTE_COLOURS].map((name) => [name, palette[name as 'primary'].main])),
      };
      return {
        userSelect: 'none',
        width: '1em',
        height: '1em',
        display: 'inline-block',
        flexShrink: 0,
        transition: theme.transitions.create('fill'),
        fill: 'currentColor',
        fontSize: SIZES[size]?.(theme.typography.pxToRem),
        ...(colours[colour] ? { color: colours[colour] } : {}),
      };
    });
    iconStyles.set(key, styles);
  }
  return styles;
}

/** Whether `props` asks for nothing but a size, a colour, classes and aria-hidden. */
function isPlain(props: SvgIconProps): boolean {
  const { fontSize = 'medium', color = 'inherit' } = props;
  return (
    Object.keys(props).every((key) => PLAIN_PROPS.has(key)) &&
    fontSize in SIZES &&
    (color === 'inherit' || color === 'action' || color === 'disabled' || PALETTE_COLOURS.has(color)) &&
    (props['aria-hidden'] === undefined || props['aria-hidden'] === true || props['aria-hidden'] === 'true')
  );
}

/**
 * An icon of the sprite with a size and colour only (most of a page's icons): the <svg> MUI's
 * SvgIcon draws (its classes, its rules, aria-hidden), with its rules made once per process.
 */
const PlainSpriteIcon = forwardRef<SVGSVGElement, { href: string; props: SvgIconProps }>(function PlainSpriteIcon(
  { href, props },
  ref,
) {
  const { fontSize = 'medium', color = 'inherit', className } = props;
  const styleClass = useStaticClass(plainIconStyles(fontSize, color));
  const muiClasses = [
    getSvgIconUtilityClass('root'),
    color === 'inherit' ? null : getSvgIconUtilityClass(`color${capitalize(color)}`),
    getSvgIconUtilityClass(`fontSize${capitalize(fontSize)}`),
  ];
  return (
    <svg ref={ref} className={[...muiClasses, className, styleClass].filter(Boolean).join(' ')} aria-hidden>
      <use href={href} />
    </svg>
  );
});

const capitalize = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** `Inline` (MUI's icon `name`), drawn from the page's sprite when it has one. */
function spriteIcon(name: string, Inline: IconComponent): IconComponent {
  const Icon = forwardRef<SVGSVGElement, SvgIconProps>(function SpriteIcon(props, ref) {
    const sprite = use(IconSpriteContext);
    if (sprite === null) return <Inline ref={ref} {...props} />;
    if (isPlain(props)) return <PlainSpriteIcon ref={ref} href={`${sprite}#${name}`} props={props} />;
    // The symbol has the icon's viewBox: the <svg> needs none of its own. Nor MUI's
    // focusable="false", which only Internet Explorer read.
    return (
      <SvgIcon ref={ref} inheritViewBox focusable={undefined} {...props}>
        <use href={`${sprite}#${name}`} />
      </SvgIcon>
    );
  });
  Icon.displayName = `${name}Icon`;
  // MUI components recognise an icon child by its muiName, as they do MUI's own icons.
  return Object.assign(memo(Icon), { muiName: 'SvgIcon' }) as unknown as IconComponent;
}

/** Every icon of `icons`, under the same name, drawn from the page's sprite when it has one. */
export function spriteIcons<Names extends string>(
  icons: Readonly<Record<Names, IconComponent>>,
): Record<Names, IconComponent> {
  const wrapped = {} as Record<Names, IconComponent>;
  for (const name of Object.keys(icons) as Names[]) wrapped[name] = spriteIcon(name, icons[name]);
  return wrapped;
}
