/**
 * `npm install` runs this (root postinstall, after the database templates): it draws the demo
 * cards' avatars once and keeps them as files (demo-avatar-cache.ts), so that a first start with
 * demo data neither loads sharp nor draws. Never fails the install.
 */
import { demoAvatarFolder, keepDemoAvatars } from './demo-avatar-cache.ts';

try {
  const folder = demoAvatarFolder();
  if (await keepDemoAvatars(folder)) process.stdout.write(`passdesk: the demo card avatars are kept in ${folder}\n`);
} catch (error) {
  process.stdout.write(`passdesk: could not keep the demo card avatars (${(error as Error).message}); a first start with demo data will draw them\n`);
}
