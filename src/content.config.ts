// Content collections: the built-in default texts, schema-checked at build (a misspelt key fails naming file and key).
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { partialTextsSchema } from './content/textKeys';

export const collections = {
  texts: defineCollection({
    loader: glob({ pattern: '*.json', base: './src/content/texts' }),
    schema: partialTextsSchema,
  }),
};
