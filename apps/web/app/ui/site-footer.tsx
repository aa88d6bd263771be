import { useT } from '~/i18n/i18n';
import { useRootData } from './root-data';

export function SiteFooter() {
  const t = useT();
  const { estate } = useRootData();
  return (
    <footer className="mt-16 bg-ink text-cream">
      <div className="mx-auto max-w-6xl px-4 py-10 text-sm">
        <p className="font-serif text-2xl">{estate.name}</p>
        <p className="mt-1 text-cream/80">{t('site.tagline')}</p>
        <p className="mt-1 text-cream/80">
          {estate.locality}, {estate.region}
        </p>
        <p className="mt-6 text-cream/70">
          © {new Date().getFullYear()} {estate.name}. {t('site.rights')}
        </p>
      </div>
    </footer>
  );
}
