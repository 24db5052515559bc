import PageHead from '@/components/seo/PageHead';
import DataSamples from './DataSamples';
import FormSamples from './FormSamples';
import OverlaySamples from './OverlaySamples';
import styles from './Gallery.module.scss';

/**
 * Every piece of components/ui with sample data, for reviewing the look and for the browser check (axe and
 * keyboard) of pieces no page uses yet. Not in the sitemap or any menu, and kept out of search results.
 */
export default function Gallery() {
  return (
    <>
      <PageHead
        title="UI kit | ZF"
        description="The building blocks of ZF's screens, with sample data."
        noindex
      />
      <div className={styles.page}>
        <h1>UI kit</h1>
        <p className={styles.lead}>
          Sample data only. Every amount and fund name on this page is made up.
        </p>
        <section aria-labelledby="kit-forms">
          <h2 id="kit-forms">Forms</h2>
          <FormSamples />
        </section>
        <section aria-labelledby="kit-data">
          <h2 id="kit-data">Numbers, tables and charts</h2>
          <DataSamples />
        </section>
        <section aria-labelledby="kit-layout">
          <h2 id="kit-layout">Tabs, dialog, steps and states</h2>
          <OverlaySamples />
        </section>
      </div>
    </>
  );
}
