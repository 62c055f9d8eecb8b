import type { Locale } from '@designer/contract'
import { escapeHtml } from '../html'
import type { Mail } from './mailer'

function layout(paragraphs: string[], action: { label: string; url: string }, footer: string) {
  const text = [...paragraphs, '', `${action.label}: ${action.url}`, '', footer].join('\n')
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#6b7280;font-size:13px">${escapeHtml(footer)}</p>
</body></html>`
  return { text, html }
}

const RESET = {
  en: {
    subject: 'Reset your Designer password',
    hello: (name: string) => `Hello ${name},`,
    body: 'Someone asked to reset the password of your Designer account. The link works once and for one hour.',
    action: 'Choose a new password',
    footer: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  },
  es: {
    subject: 'Restablece tu contraseña de Designer',
    hello: (name: string) => `Hola ${name}:`,
    body: 'Alguien ha pedido restablecer la contraseña de tu cuenta de Designer. El enlace funciona una sola vez y durante una hora.',
    action: 'Elegir una nueva contraseña',
    footer: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Designer',
    hello: (name: string) => `Bonjour ${name},`,
    body: "Quelqu'un a demandé la réinitialisation du mot de passe de votre compte Designer. Le lien fonctionne une seule fois, pendant une heure.",
    action: 'Choisir un nouveau mot de passe',
    footer:
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
  },
} satisfies Record<Locale, unknown>

export function passwordResetMail(locale: Locale, to: string, name: string, url: string): Mail {
  const t = RESET[locale]
  return {
    to,
    subject: t.subject,
    ...layout([t.hello(name), t.body], { label: t.action, url }, t.footer),
  }
}

const INVITE = {
  en: {
    subject: (company: string) => `You are invited to join ${company} on Designer`,
    body: (inviter: string | null, company: string) =>
      `${inviter ?? 'A colleague'} invited you to join ${company} on Designer, where the team builds its 3D designs and configurators. The invitation is valid for 7 days.`,
    action: 'Accept the invitation',
    existing: (url: string) => `Already have an account? Sign in at ${url} and accept it there.`,
  },
  es: {
    subject: (company: string) => `Te han invitado a unirte a ${company} en Designer`,
    body: (inviter: string | null, company: string) =>
      `${inviter ?? 'Un compañero'} te ha invitado a unirte a ${company} en Designer, donde el equipo crea sus diseños 3D y configuradores. La invitación es válida durante 7 días.`,
    action: 'Aceptar la invitación',
    existing: (url: string) => `¿Ya tienes una cuenta? Inicia sesión en ${url} y acéptala allí.`,
  },
  fr: {
    subject: (company: string) => `Vous êtes invité à rejoindre ${company} sur Designer`,
    body: (inviter: string | null, company: string) =>
      `${inviter ?? 'Un collègue'} vous invite à rejoindre ${company} sur Designer, où l'équipe crée ses conceptions 3D et ses configurateurs. L'invitation est valable 7 jours.`,
    action: "Accepter l'invitation",
    existing: (url: string) =>
      `Vous avez déjà un compte ? Connectez-vous sur ${url} et acceptez-la.`,
  },
} satisfies Record<Locale, unknown>

export function inviteMail(
  locale: Locale,
  to: string,
  input: { companyName: string; inviterName: string | null; registerUrl: string; loginUrl: string },
): Mail {
  const t = INVITE[locale] ?? INVITE.en
  return {
    to,
    subject: t.subject(input.companyName),
    ...layout(
      [t.body(input.inviterName, input.companyName)],
      { label: t.action, url: input.registerUrl },
      t.existing(input.loginUrl),
    ),
  }
}

const VERIFY = {
  en: {
    subject: 'Confirm your email address for Designer',
    hello: (name: string) => `Hello ${name},`,
    body: (email: string) =>
      `Open this link to confirm that ${email} is your address on Designer. The link works once and for 24 hours.`,
    action: 'Confirm my address',
    footer: 'If you did not ask for this, ignore this mail: nothing changes.',
  },
  es: {
    subject: 'Confirma tu dirección de correo en Designer',
    hello: (name: string) => `Hola ${name}:`,
    body: (email: string) =>
      `Abre este enlace para confirmar que ${email} es tu dirección en Designer. El enlace funciona una sola vez y durante 24 horas.`,
    action: 'Confirmar mi dirección',
    footer: 'Si no lo has pedido tú, ignora este correo: nada cambia.',
  },
  fr: {
    subject: 'Confirmez votre adresse e-mail sur Designer',
    hello: (name: string) => `Bonjour ${name},`,
    body: (email: string) =>
      `Ouvrez ce lien pour confirmer que ${email} est votre adresse sur Designer. Le lien fonctionne une seule fois, pendant 24 heures.`,
    action: 'Confirmer mon adresse',
    footer: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : rien ne change.",
  },
} satisfies Record<Locale, unknown>

export function emailVerificationMail(locale: Locale, to: string, name: string, url: string): Mail {
  const t = VERIFY[locale] ?? VERIFY.en
  return {
    to,
    subject: t.subject,
    ...layout([t.hello(name), t.body(to)], { label: t.action, url }, t.footer),
  }
}
