import React, { type ReactNode } from "react";
import { translate } from "@docusaurus/Translate";
import { chatUrl, repositoryUrl, stackOverflowUrl } from "@site/config/site";
import styles from "./styles.module.css";

const icons = {
  github:
    "M12 .5a11.5 11.5 0 0 0-3.64 22.41c.58.1.79-.25.79-.56v-2c-3.2.7-3.88-1.37-3.88-1.37-.52-1.33-1.28-1.69-1.28-1.69-1.04-.71.08-.7.08-.7 1.16.08 1.77 1.19 1.77 1.19 1.03 1.76 2.7 1.25 3.36.96.1-.75.4-1.25.73-1.54-2.55-.29-5.24-1.28-5.24-5.68 0-1.26.45-2.28 1.19-3.09-.12-.29-.52-1.46.11-3.05 0 0 .97-.31 3.17 1.18a11 11 0 0 1 5.77 0c2.2-1.49 3.17-1.18 3.17-1.18.63 1.59.23 2.76.11 3.05.74.81 1.19 1.83 1.19 3.09 0 4.41-2.69 5.38-5.26 5.67.41.36.78 1.06.78 2.14v3.17c0 .31.21.67.8.56A11.5 11.5 0 0 0 12 .5Z",
  stackOverflow:
    "M17.4 21.2v-5.4h1.8V23H3v-7.2h1.8v5.4h12.6ZM6.8 15.3l8.8 1.9.4-1.8-8.8-1.9-.4 1.8Zm1.2-4.3 8.2 3.8.8-1.6-8.2-3.9-.8 1.7Zm2.3-4 6.9 5.7 1.2-1.4-6.9-5.7-1.2 1.4ZM14.8 2.6l-1.5 1.1 5.4 7.2 1.4-1.1-5.3-7.2ZM6.6 19.4h9v-1.8h-9v1.8Z",
  telegram:
    "M21.9 4.3 18.7 19.5c-.2 1-.9 1.3-1.8.8l-4.8-3.6-2.3 2.2c-.3.3-.5.5-1 .5l.3-4.9 8.9-8c.4-.3-.1-.5-.6-.2L6.4 13.2l-4.7-1.5c-1-.3-1-1 .2-1.5l18.5-7.1c.9-.3 1.6.2 1.5 1.2Z",
} as const;

interface SocialLink {
  href: string;
  icon: keyof typeof icons;
  label: string;
}

export default function FooterSocialLinks(): ReactNode {
  const links: SocialLink[] = [
    {
      href: repositoryUrl,
      icon: "github",
      label: translate({ id: "footer.social.github", message: "Testplane on GitHub" }),
    },
    {
      href: stackOverflowUrl,
      icon: "stackOverflow",
      label: translate({ id: "footer.social.stackOverflow", message: "Testplane questions on Stack Overflow" }),
    },
    {
      href: chatUrl,
      icon: "telegram",
      label: translate({ id: "footer.social.telegram", message: "Testplane community chat on Telegram" }),
    },
  ];
  return (
    <ul className={styles.list}>
      {links.map(({ href, icon, label }) => (
        <li key={icon}>
          <a
            className={styles.link}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
            title={label}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d={icons[icon]} fill="currentColor" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
