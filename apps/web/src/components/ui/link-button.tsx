import { Link, type LinkProps } from 'react-router';

/** A router link that looks like a Bootstrap button (View / Edit / Back ...). */
export function LinkButton({
  variant = 'primary',
  size,
  className = '',
  ...props
}: LinkProps & { variant?: string; size?: 'sm' | 'lg' }) {
  const classes = ['btn', `btn-${variant}`, size ? `btn-${size}` : '', className].filter(Boolean).join(' ');
  return <Link {...props} className={classes} />;
}
