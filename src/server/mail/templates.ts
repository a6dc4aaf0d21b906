import type { Language } from '../../shared/constants';

export type MailKind =
  | 'verify-email'
  | 'reset-password'
  | 'password-changed'
  | 'magic-link'
  | 'contact-reply'
  | 'incident-alert'
  | 'smtp-test'
  | 'receipt';

export type MailContent = { subject: string; text: string; html: string };

type Texts = {
  subject: string;
  greeting: (name: string) => string;
  lines: string[];
  action?: string;
  footer: string;
};

const APP_NAME = { ar: 'جاوب', en: 'Jawib' } as const;

const TEXTS: Record<MailKind, Record<Language, Texts>> = {
  'verify-email': {
    ar: {
      subject: 'أكّد بريدك الإلكتروني في جاوب',
      greeting: (name) => `مرحبًا ${name}،`,
      lines: [
        'شكرًا لتسجيلك في جاوب. اضغط الزر أدناه لتأكيد بريدك الإلكتروني وتفعيل حسابك.',
        'ينتهي هذا الرابط بعد 24 ساعة.',
      ],
      action: 'تأكيد البريد الإلكتروني',
      footer: 'إن لم تنشئ حسابًا في جاوب فتجاهل هذه الرسالة.',
    },
    en: {
      subject: 'Confirm your email for Jawib',
      greeting: (name) => `Hello ${name},`,
      lines: [
        'Thanks for signing up to Jawib. Press the button below to confirm your email and activate your account.',
        'This link expires in 24 hours.',
      ],
      action: 'Confirm email',
      footer: 'If you did not create a Jawib account, you can ignore this message.',
    },
  },
  'reset-password': {
    ar: {
      subject: 'إعادة تعيين كلمة المرور في جاوب',
      greeting: (name) => `مرحبًا ${name}،`,
      lines: [
        'تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك. اضغط الزر أدناه لاختيار كلمة مرور جديدة.',
        'ينتهي هذا الرابط بعد ساعة واحدة، ولا يعمل إلا مرة واحدة.',
      ],
      action: 'تعيين كلمة مرور جديدة',
      footer: 'إن لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.',
    },
    en: {
      subject: 'Reset your Jawib password',
      greeting: (name) => `Hello ${name},`,
      lines: [
        'We received a request to reset the password of your account. Press the button below to choose a new one.',
        'This link expires in one hour and works only once.',
      ],
      action: 'Set a new password',
      footer: 'If you did not ask for this, ignore this message and your password stays the same.',
    },
  },
  'password-changed': {
    ar: {
      subject: 'تم تغيير كلمة مرور حسابك في جاوب',
      greeting: (name) => `مرحبًا ${name}،`,
      lines: [
        'تم تغيير كلمة مرور حسابك للتو، وسُجِّل خروجك من جميع الأجهزة.',
        'إن لم تكن أنت من غيّرها فأعد تعيين كلمة المرور فورًا من صفحة تسجيل الدخول، وراجع صفحة أمان الحساب.',
      ],
      action: 'تسجيل الدخول',
      footer: 'هذه رسالة تلقائية لحماية حسابك.',
    },
    en: {
      subject: 'Your Jawib password was changed',
      greeting: (name) => `Hello ${name},`,
      lines: [
        'The password of your account was just changed, and you were signed out on every device.',
        'If this was not you, reset your password right away from the login page and check your account security page.',
      ],
      action: 'Log in',
      footer: 'This is an automatic message to protect your account.',
    },
  },
  'magic-link': {
    ar: {
      subject: 'رابط دخول طارئ إلى جاوب',
      greeting: (name) => `مرحبًا ${name}،`,
      lines: [
        'أرسل إليك أحد مشرفي جاوب رابط دخول طارئًا. اضغط الزر أدناه لتسجيل الدخول دون كلمة مرور.',
        'ينتهي هذا الرابط بعد 10 دقائق، ولا يعمل إلا مرة واحدة.',
      ],
      action: 'تسجيل الدخول',
      footer: 'إن لم تطلب ذلك فتجاهل هذه الرسالة وأبلغ فريق الدعم.',
    },
    en: {
      subject: 'Your emergency sign-in link for Jawib',
      greeting: (name) => `Hello ${name},`,
      lines: [
        'A Jawib admin sent you an emergency sign-in link. Press the button below to sign in without a password.',
        'This link expires in 10 minutes and works only once.',
      ],
      action: 'Sign in',
      footer: 'If you did not ask for this, ignore this message and tell our support team.',
    },
  },
  'contact-reply': {
    ar: {
      subject: 'رد فريق جاوب على رسالتك',
      greeting: (name) => `مرحبًا ${name}،`,
      lines: ['شكرًا لتواصلك مع جاوب. هذا ردّنا على رسالتك:'],
      footer: 'يمكنك الرد على هذه الرسالة أو مراسلتنا من صفحة تواصل معنا.',
    },
    en: {
      subject: 'Jawib support replied to your message',
      greeting: (name) => `Hello ${name},`,
      lines: ['Thank you for contacting Jawib. Here is our reply to your message:'],
      footer: 'You can answer this mail or write to us again from the contact page.',
    },
  },
  'incident-alert': {
    ar: {
      subject: 'تنبيه أمني حرج في جاوب',
      greeting: (name) => `مرحبًا ${name}،`,
      lines: ['سُجّل حدث حرج في جاوب ويحتاج إلى مراجعتك:'],
      action: 'فتح لوحة الأمان',
      footer: 'لا يُرسل هذا التنبيه أكثر من مرة كل 10 دقائق لكل نوع.',
    },
    en: {
      subject: 'Critical incident on Jawib',
      greeting: (name) => `Hello ${name},`,
      lines: ['A critical event was recorded on Jawib and needs your attention:'],
      action: 'Open the security dashboard',
      footer: 'This alert is sent at most once every 10 minutes per kind.',
    },
  },
  receipt: {
    ar: {
      subject: 'إيصال شرائك من جاوب',
      greeting: (name) => `مرحبًا ${name}،`,
      lines: ['شكرًا لك. تم تأكيد الدفع وأُضيف ما اشتريته إلى حسابك:'],
      action: 'عرض رصيدك',
      footer: 'احتفظ بهذه الرسالة إيصالًا. للاستفسار عن عملية الشراء راسلنا من صفحة تواصل معنا.',
    },
    en: {
      subject: 'Your Jawib receipt',
      greeting: (name) => `Hello ${name},`,
      lines: ['Thank you. The payment is confirmed and your purchase is on your account:'],
      action: 'See your balance',
      footer:
        'Keep this mail as your receipt. For any question about the purchase, write to us from the contact page.',
    },
  },
  'smtp-test': {
    ar: {
      subject: 'رسالة تجريبية من جاوب',
      greeting: (name) => `مرحبًا ${name}،`,
      lines: ['هذه رسالة تجريبية من أدوات التشخيص. وصولها يعني أن إعدادات البريد تعمل.'],
      footer: 'لا حاجة إلى أي إجراء.',
    },
    en: {
      subject: 'Test mail from Jawib',
      greeting: (name) => `Hello ${name},`,
      lines: ['This is a test mail from the diagnostics tools. If it arrived, outgoing mail works.'],
      footer: 'No action is needed.',
    },
  },
};

/** What a receipt lists (the amount in fils, 1 AED = 100 fils). */
export type Receipt = {
  reference: string;
  productName: string;
  kind: string;
  credits: number;
  days: number;
  amountFils: number;
  at: Date;
};

/** A receipt's lines in the buyer's language, with the digits each language reads naturally. */
export function receiptLines(language: Language, receipt: Receipt): string[] {
  // As the site writes them: Western digits in Arabic too, as in the UAE (lib/i18n.ts formattingLocale).
  const locale = language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB';
  const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: 'AED' }).format(
    receipt.amountFils / 100,
  );
  const number = new Intl.NumberFormat(locale).format(
    receipt.kind === 'plan' ? receipt.days : receipt.credits,
  );
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Dubai' }).format(
    receipt.at,
  );
  const what =
    language === 'ar'
      ? {
          plan: `الفئات المميزة لمدة ${number} يومًا`,
          pack: `${number} من رصيد الألعاب`,
          premium: 'فئات الباقة المميزة دائمًا',
        }
      : {
          plan: `Premium categories for ${number} days`,
          pack: `${number} game credits`,
          premium: "The premium pack's categories, for good",
        };
  const kind = receipt.kind as keyof typeof what;
  return language === 'ar'
    ? [
        `المنتج: ${receipt.productName}`,
        `ما حصلت عليه: ${what[kind] ?? receipt.productName}`,
        `المبلغ المدفوع: ${amount}`,
        `التاريخ: ${date}`,
        `رقم المرجع: ${receipt.reference}`,
      ]
    : [
        `Product: ${receipt.productName}`,
        `What you received: ${what[kind] ?? receipt.productName}`,
        `Amount paid: ${amount}`,
        `Date: ${date}`,
        `Reference: ${receipt.reference}`,
      ];
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Renders a mail in the person's language: HTML (right-to-left for Arabic) and a plain-text part. */
export function renderMail(
  kind: MailKind,
  language: Language,
  input: { name: string; url: string; body?: string | undefined; subjectDetail?: string | undefined },
): MailContent {
  const base = TEXTS[kind][language];
  // A reply or an alert carries its own text after the fixed lines; a reply's subject names the message's.
  const texts = {
    ...base,
    subject: input.subjectDetail ? `${base.subject}: ${input.subjectDetail}` : base.subject,
    lines: input.body ? [...base.lines, ...input.body.split(/\r?\n/)] : base.lines,
  };
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const align = language === 'ar' ? 'right' : 'left';
  const text = [
    texts.greeting(input.name),
    '',
    ...texts.lines,
    '',
    texts.action ? `${texts.action}: ${input.url}` : '',
    '',
    texts.footer,
    `— ${APP_NAME[language]}`,
  ].join('\n');
  const paragraphs = texts.lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('');
  const button = texts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.url)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(texts.action)}</a></p><p style="margin:0 0 12px;font-size:13px;color:#555555;direction:ltr;text-align:${align};word-break:break-all">${escapeHtml(input.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(texts.subject)}</title></head><body dir="${dir}" style="margin:0;padding:24px;background:#f4f6f6;font-family:Tahoma,Arial,sans-serif;color:#0b1f2a"><div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:16px;padding:24px;text-align:${align}"><h1 style="margin:0 0 16px;font-size:22px;color:#0f766e">${APP_NAME[language]}</h1><p style="margin:0 0 12px">${escapeHtml(texts.greeting(input.name))}</p>${paragraphs}${button}<p style="margin:24px 0 0;font-size:13px;color:#555555">${escapeHtml(texts.footer)}</p></div></body></html>`;
  return { subject: texts.subject, text, html };
}
