import { useTranslation } from '../../lib/use-translation';
import { PageHeader } from '../../components/ui/page-header';
import { ContactForm } from '../../features/contact/contact-form';

export function Component() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader title={t('contact.title')} lead={t('contact.intro')} />
      <ContactForm />
    </div>
  );
}
