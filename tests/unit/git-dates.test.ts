import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayTimestamp, gitDatesVcs, readGitDates } from '../../plugins/git-dates';

const git = (cwd: string, args: string[], date?: string) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.com',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@example.com',
      ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
    },
  }).trim();

function commit(repo: string, files: Record<string, string>, date: string): void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), text);
  }
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-q', '-m', `change on ${date}`], date);
}

/** A site in a git repository: three commits; one page changed late in the evening far east of UTC. */
let scratch: string;
let repo: string;
beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'git-dates-'));
  repo = path.join(scratch, 'site');
  fs.mkdirSync(repo);
  git(repo, ['init', '-q', '-b', 'main']);
  commit(repo, { 'docs/a.mdx': 'a', 'docs/b.mdx': 'b', 'docs/c.mdx': 'c' }, '2024-01-10T09:00:00+00:00');
  commit(repo, { 'docs/b.mdx': 'b2' }, '2024-03-05T12:00:00+00:00');
  // 23:30 on 12 June in Auckland is still 12 June to the committer, though it is 11:30 UTC.
  commit(repo, { 'docs/c.mdx': 'c2', 'docs/new folder/ü.mdx': 'u' }, '2024-06-12T23:30:00+12:00');
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const lastCommitDay = (cwd: string, file: string) => git(cwd, ['log', '-1', '--format=%cs', '--', file]);

describe('Last updated dates from git', () => {
  it('gives every file the day `git log -1 --format=%cs -- <file>` prints', () => {
    const dates = readGitDates(repo);
    expect(dates.available).toBe(true);
    if (!dates.available) return;
    for (const file of ['docs/a.mdx', 'docs/b.mdx', 'docs/c.mdx', 'docs/new folder/ü.mdx']) {
      expect(dates.byFile.get(path.join(fs.realpathSync(repo), file)), file).toBe(lastCommitDay(repo, file));
    }
    expect(lastCommitDay(repo, 'docs/c.mdx')).toBe('2024-06-12');
  });

  it('answers Docusaurus with a timestamp the theme shows (in UTC) as that same day, and no author', async () => {
    const vcs = gitDatesVcs(() => {});
    await vcs.initialize({ siteDir: repo });
    const info = await vcs.getFileLastUpdateInfo(path.join(repo, 'docs/c.mdx'));
    expect(info).toEqual({ timestamp: dayTimestamp('2024-06-12'), author: '' });
    expect(new Date(info!.timestamp).toISOString().slice(0, 10)).toBe('2024-06-12');
    expect(await vcs.getFileLastUpdateInfo(path.join(repo, 'docs/untracked.mdx'))).toBeNull();
  });

  it('gives no dates in a shallow clone, whose one commit would date every page, and says why once', async () => {
    const shallow = path.join(scratch, 'shallow');
    git(scratch, ['clone', '-q', '--depth', '1', `file://${repo}`, shallow]);
    // The shallow history alone would say a.mdx changed on the newest commit's day.
    expect(lastCommitDay(shallow, 'docs/a.mdx')).toBe('2024-06-12');
    expect(readGitDates(shallow)).toMatchObject({ available: false, reason: expect.stringMatching(/shallow clone/) });

    const warnings: string[] = [];
    const vcs = gitDatesVcs((message) => warnings.push(message));
    for (const run of [1, 2]) {
      await vcs.initialize({ siteDir: shallow });
      for (const file of ['a', 'b', 'c']) {
        expect(await vcs.getFileLastUpdateInfo(path.join(shallow, `docs/${file}.mdx`)), `run ${run}`).toBeNull();
      }
    }
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/no "Last updated" date: the git checkout is a shallow clone/);
  });

  it('gives no dates and one warning in a tree that is no git checkout (an unpacked archive)', async () => {
    const unpacked = path.join(scratch, 'unpacked');
    fs.cpSync(repo, unpacked, { recursive: true, filter: (source) => path.basename(source) !== '.git' });
    const warnings: string[] = [];
    const vcs = gitDatesVcs((message) => warnings.push(message));
    await vcs.initialize({ siteDir: unpacked });
    for (const file of ['a', 'b', 'c'])
      expect(await vcs.getFileLastUpdateInfo(path.join(unpacked, `docs/${file}.mdx`))).toBeNull();
    expect(warnings).toEqual([expect.stringMatching(/is not a git checkout/)]);
  });
});
