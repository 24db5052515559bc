// Titles, descriptions, hreflang and JSON-LD of the questions pages. A question page is a schema.org QAPage:
// the question with every answer as a suggestedAnswer (nobody marks one as accepted here). People's text goes
// into JSON-LD as data; SeoHead serialises it with '<' escaped so it cannot close the script element.
import { siteOrigin } from '@/components/seo/SeoHead';
import { htmlLang } from '@/components/seo/hreflang';
import { profilePath } from '@/components/shared/profilePaths';
import type { QuestionDetail } from '@/services/questions.api';
import { absoluteUrl, breadcrumbJsonLd, type Crumb } from '@/utils/calculators/seo';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, isSupportedLanguage } from '@/utils/language';
import { displayName, excerpt } from './format';
import { QUESTIONS_PATH, listPath, questionPath } from './questionPaths';

const SITE = 'ZF';

export function listCrumbs(lang: string | null): Crumb[] {
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Questions', path: QUESTIONS_PATH },
  ];
  if (lang && isSupportedLanguage(lang)) crumbs.push({ name: LANGUAGE_NAMES[lang], path: listPath(lang) });
  return crumbs;
}

export function listHeading(lang: string | null): string {
  return lang && isSupportedLanguage(lang) ? `Questions in ${LANGUAGE_NAMES[lang]}` : 'Questions and answers';
}

/** Each list page has its own description: search engines treat repeated ones as duplicate pages. */
export function listDescription(lang: string | null, page: number, pages: number): string {
  const language = lang && isSupportedLanguage(lang) ? ` in ${LANGUAGE_NAMES[lang]}` : '';
  const paging = page > 1 ? ` Page ${page} of ${pages}.` : '';
  return (
    `Questions investors ask${language} about mutual funds, SIPs, tax saving and fixed deposits, answered by ` +
    `AMFI-registered distributors and other investors. Ask your own for free.${paging}`
  );
}

export function listSeo(lang: string | null, page: number, total: number, limit: number) {
  const heading = listHeading(lang);
  const pages = Math.max(1, Math.ceil(total / limit));
  return {
    title: `${heading}${page > 1 ? ` (page ${page})` : ''} on mutual funds and saving | ${SITE}`,
    description: listDescription(lang, page, pages),
    path: listPath(lang, page),
    prev: page > 1 ? listPath(lang, page - 1) : null,
    next: page < pages ? listPath(lang, page + 1) : null,
    // Every language list names the others; /questions (all languages) is the default.
    alternates:
      page === 1
        ? [...SUPPORTED_LANGUAGES.map((l) => ({ hrefLang: htmlLang(l), path: listPath(l) })), { hrefLang: 'x-default', path: QUESTIONS_PATH }]
        : [],
    jsonLd: [breadcrumbJsonLd(siteOrigin(), listCrumbs(lang))],
  };
}

function person(author: { id: string; name: string | null } | null) {
  if (!author) return { '@type': 'Person', name: displayName(null) };
  return { '@type': 'Person', name: displayName(author.name), url: absoluteUrl(siteOrigin(), profilePath(author)) };
}

export function questionCrumbs(q: QuestionDetail): Crumb[] {
  return [...listCrumbs(q.locale === 'en' ? null : q.locale), { name: excerpt(q.question, 60), path: questionPath(q) }];
}

export function questionSeo(q: QuestionDetail) {
  const origin = siteOrigin();
  const path = questionPath(q);
  const url = absoluteUrl(origin, path);
  const top = q.answers[0];
  return {
    title: `${excerpt(q.question, 65)} | ${SITE} Questions`,
    description: excerpt(top ? `${q.question} ${top.answer}` : q.question, 155),
    path,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'QAPage',
        inLanguage: htmlLang(q.locale),
        mainEntity: {
          '@type': 'Question',
          name: excerpt(q.question, 110),
          text: q.question,
          answerCount: q.answers.length,
          dateCreated: q.created_at ?? undefined,
          author: person(q.author),
          suggestedAnswer: q.answers.map((a) => ({
            '@type': 'Answer',
            text: a.answer,
            dateCreated: a.created_at ?? undefined,
            upvoteCount: a.likes,
            url: `${url}#answer-${a.id}`,
            author: person(a.author),
          })),
        },
      },
      breadcrumbJsonLd(origin, questionCrumbs(q)),
    ],
  };
}
