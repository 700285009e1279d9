import { redirect, type LoaderFunctionArgs } from "react-router";
import { letterFromParam, letterSlug } from "../lib/artistIndex";
import { notFound, pathOf } from "./pageLoader";

/**
 * The letter of an index page (/artists/{letter}, /galleries/{letter}): null on the index itself, a 404 for what is
 * not a letter, and a redirect to the letter's one address (/artists/q is /artists/Q) built by href.
 */
export function letterParam(args: LoaderFunctionArgs, href: (slug: string) => string): string | null {
  const raw = args.params.letter;
  const letter = letterFromParam(raw);
  if (raw !== undefined && letter === null) notFound(pathOf(args));
  if (letter && raw !== letterSlug(letter)) throw redirect(href(letterSlug(letter)));
  return letter;
}
