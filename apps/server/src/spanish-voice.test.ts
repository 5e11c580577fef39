/**
 * The spec speaks to the user as 'tú' ('Debes iniciar sesión', 'Ingresa un email válido',
 * 'inténtalo nuevamente'), so every text of ours does too (docs/decisions/043). This reads the
 * source of the web app, the server and the shared package (tests and the demo's content aside) and
 * fails on any 'vos' form: a word stressed on its last vowel ('Ingresá', 'Elegí', 'tenés'), unless
 * it is a word of the list below that is no verb of 'vos', and the 'vos' imperatives that end like
 * a future ('Comprá', 'Registrá') or carry a pronoun without their accent ('dejalo', 'escribinos').
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const DIRS = ['apps/web/src', 'apps/server/src', 'packages/shared/src'];
/** Tests quote texts (and fixtures), the demo seed holds the store's own content. */
const SKIPPED = /(\.test(-support)?\.tsx?|\.d\.ts)$|\/db\/seed\//;

/** Words stressed on the last vowel that are not a verb of 'vos'. */
const NOT_VOSEO = new Set(
  [
    'más',
    'demás',
    'está',
    'estás',
    'esté',
    'estés',
    'qué',
    'sí',
    'aquí',
    'allí',
    'ahí',
    'acá',
    'allá',
    'así',
    'país',
    'después',
    'además',
    'quizás',
    'atrás',
    'detrás',
    'jamás',
    'través',
    'inglés',
    'francés',
    'interés',
    'café',
    'caché',
    'karité',
    'té',
    'tés',
    'menú',
    'mamá',
    'papá',
    'bebé',
    'sofá',
    'maní',
    'rubí',
    'ají',
    'esquí',
    'compás',
    'Perú',
    'Tomás',
    'Nicolás',
    'Andrés',
    'José',
    'Calchaquí',
    // The contact page's heading, verbatim from the spec (accounts §2).
    'conectá',
  ].map((word) => word.toLowerCase()),
);

/** 'vos' forms the rule above lets through: imperatives of verbs in -rar, pronouns without the accent. */
const VOSEO = new Set(
  [
    'administrá',
    'administrás',
    'arrastrá',
    'borrá',
    'cerrá',
    'comprá',
    'comprás',
    'entrá',
    'explorá',
    'generá',
    'mirá',
    'mirás',
    'mostrá',
    'registrá',
    'registrás',
    'probá',
    'aprobá',
    'cancelalo',
    'aprobala',
    'buscalo',
    'buscalos',
    'consultanos',
    'contactanos',
    'dejalo',
    'escribinos',
    'fijate',
    'ingresalo',
    'intentalo',
    'probalo',
    'revisala',
    'revisalas',
    'revisalo',
    'revisalos',
    'elegila',
    'elegilo',
    'registrate',
    'contanos',
    'dejanos',
    'seguinos',
    'vos',
  ].map((word) => word.toLowerCase()),
);

const WORD = /[\p{L}]+/gu;
/** A future ('podrá', 'eliminarás', 'quedaré') is the same for 'tú' and 'vos'. */
const FUTURE = /r(á|ás|é)$/;

function isVoseo(word: string): boolean {
  const lower = word.toLowerCase();
  if (VOSEO.has(lower)) return true;
  if (NOT_VOSEO.has(lower) || lower.length < 4) return false;
  return /[áéí]s?$/.test(lower) && !FUTURE.test(lower);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !SKIPPED.test(file));
}

describe("the user is spoken to as 'tú', like the spec", () => {
  it('has no vos forms in the texts of the web app, the server and the shared schemas', () => {
    const found: string[] = [];
    for (const file of DIRS.flatMap(sourceFiles)) {
      const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const word of line.match(WORD) ?? []) {
          if (isVoseo(word)) found.push(`${file}:${index + 1}: ${word}`);
        }
      });
    }
    expect(found).toEqual([]);
  });

  it('tells vos forms from other words', () => {
    for (const word of ['Ingresá', 'Elegí', 'tenés', 'Podés', 'Volvé', 'Comprá', 'dejalo', 'escribinos'])
      expect(isVoseo(word), word).toBe(true);
    for (const word of ['Ingresa', 'más', 'está', 'después', 'eliminará', 'Podrás', 'inténtalo', 'CONECTÁ'])
      expect(isVoseo(word), word).toBe(false);
  });
});
