// Ace and the few modules the SQL editor uses, imported explicitly so the bundler packs them (ace
// would otherwise fetch them by URL at run time). Only AceSqlEditor.tsx imports this file, and
// SqlEditor.tsx loads that lazily: ace stays out of the initial bundle, in a chunk of its own.
import ace from 'ace-builds';
import 'ace-builds/src-noconflict/mode-sql';
import 'ace-builds/src-noconflict/theme-github';
import 'ace-builds/src-noconflict/theme-github_dark';
import 'ace-builds/src-noconflict/ext-language_tools';

export const ACE_MODE = 'ace/mode/sql';
export const ACE_THEMES = { light: 'ace/theme/github', dark: 'ace/theme/github_dark' } as const;

export { ace };
