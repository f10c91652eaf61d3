// Icons drawn from a sprite: one SVG file of <symbol>s (built from ./iconsMaterial.ts by the
// shell's build, content-hashed and cached for good), each icon an <svg> with a <use> of its
// symbol. A page with fifty icons then carries fifty short references instead of fifty copies of
// path data. The sprite is the page's (IconSpriteContext: its address, or null); without one, in
// tests, or when the server found that the shell's sprite is not the one its icons were drawn from
// (parts deployed apart), every icon draws its paths inline, as MUI's icon does.
import './classNames';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { createContext, forwardRef, memo, use } from 'react';

/** The address of the icon sprite the page's icons refer to, or null: every icon inline. */
export const IconSpriteContext = createContext<string | null>(null);

/** An icon as MUI's icon modules export it (a component with MUI's `muiName` of an icon). */
export type IconComponent = typeof SvgIcon;

/** `Inline` (MUI's icon `name`), drawn from the page's sprite when it has one. */
function spriteIcon(name: string, Inline: IconComponent): IconComponent {
  const Icon = forwardRef<SVGSVGElement, SvgIconProps>(function SpriteIcon(props, ref) {
    const sprite = use(IconSpriteContext);
    if (sprite === null) return <Inline ref={ref} {...props} />;
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
