import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { buttonClass } from '../../components/ui/button';

type Props = {
  label: string;
  accept: string;
  onFile: (file: File) => void;
  testId?: string;
};

/**
 * A file picker whose button and chosen name are in the page's language (the browser's own control speaks the
 * browser's language); the real input stays focusable and labelled for keyboards and screen readers.
 */
export function FileButton({ label, accept, onFile, testId }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [name, setName] = useState('');
  return (
    <div className="grid gap-1">
      <span id={`${id}-label`} className="font-semibold text-ink-800 dark:text-ink-200">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={id}
          type="file"
          accept={accept}
          aria-labelledby={`${id}-label`}
          className="peer sr-only"
          data-testid={testId}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            setName(file.name);
            onFile(file);
            event.target.value = '';
          }}
        />
        <label
          htmlFor={id}
          className={`${buttonClass('ghost')} cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600`}
        >
          <Upload aria-hidden="true" className="size-4" />
          {t('file.choose')}
        </label>
        <span className="text-sm text-ink-600 dark:text-ink-400" dir="auto">
          {name || t('file.none')}
        </span>
      </div>
    </div>
  );
}
