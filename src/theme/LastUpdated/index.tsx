/**
 * "Last updated on <date>": the theme's sentence and classes, without the author (dates only) and
 * without the theme's development note, since plugins/git-dates gives real dates in `npm start` too.
 * The date is the commit's day, stored as 00:00 UTC, so it is shown in UTC.
 */
import Translate from '@docusaurus/Translate';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDateTimeFormat } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/LastUpdated';
import type { ReactNode } from 'react';

export default function LastUpdated({ lastUpdatedAt }: Props): ReactNode {
  const format = useDateTimeFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  if (!lastUpdatedAt) return null;
  const date = new Date(lastUpdatedAt);
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: (
            <Translate
              id="theme.lastUpdated.atDate"
              description="The words used to describe on which date a page has been last updated"
              values={{
                date: (
                  <b>
                    <time dateTime={date.toISOString().slice(0, 10)} itemProp="dateModified">
                      {format.format(date)}
                    </time>
                  </b>
                ),
              }}
            >
              {' on {date}'}
            </Translate>
          ),
          byUser: '',
        }}
      >
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
