/** Share links for the car (spec: vehicle §7): social networks, e-mail, WhatsApp and SMS. */

export const SHARE_POPUP = { width: 550, height: 400 }; // spec: vehicle §7, popup share window 550x400
export const COPIED_NOTICE_MS = 1500; // spec: vehicle §9, Copied notice 1.5 s

export type ShareTarget = { key: string; label: string; href: string; popup: boolean };

export function shareTargets(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(`${title} ${url}`);
  return [
    { key: "facebook", label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, popup: true },
    { key: "x", label: "X", href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`, popup: true },
    { key: "linkedin", label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, popup: true },
    { key: "whatsapp", label: "WhatsApp", href: `https://wa.me/?text=${text}`, popup: true },
    { key: "email", label: "E-mail", href: `mailto:?subject=${encodeURIComponent(title)}&body=${text}`, popup: false },
    { key: "sms", label: "SMS", href: `sms:?&body=${text}`, popup: false },
  ];
}

/** window.open features for the share popup, centred on the current window. */
export function popupFeatures(screenLeft: number, screenTop: number, outerWidth: number, outerHeight: number): string {
  const { width, height } = SHARE_POPUP;
  const left = Math.max(0, Math.round(screenLeft + (outerWidth - width) / 2));
  const top = Math.max(0, Math.round(screenTop + (outerHeight - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`;
}
