import { describe, expect, it } from 'vitest';
import { batchMutationName, columnName, createMutationName, humanize, listPath, recordPath, snakeCase } from './naming.ts';

describe('naming', () => {
  it('derives the spec operation names', () => {
    expect(createMutationName('Court')).toBe('addCourt');
    expect(batchMutationName('Court', 'courts', 'Update', true)).toBe('courtsUpdate');
    expect(batchMutationName('User', 'users', 'Update', false)).toBe('userUpdate');
    expect(batchMutationName('Game', 'games', 'Delete', true)).toBe('gamesDelete');
    expect(batchMutationName('OrgAdmin', 'orgAdmins', 'Remove', true)).toBe('orgAdminsRemove');
  });

  it('derives columns: references get _id, reference lists a singular _ids', () => {
    expect(columnName('homeTeam', 'reference')).toBe('home_team_id');
    expect(columnName('leagues', 'references')).toBe('league_ids');
    expect(columnName('adAssets', 'references')).toBe('ad_asset_ids');
    expect(columnName('maxConcurrentLiveStreams', 'integer')).toBe('max_concurrent_live_streams');
    expect(snakeCase('apiPartnerID')).toBe('api_partner_id');
  });

  it('builds console paths, inside an organisation when asked', () => {
    expect(listPath('courts')).toBe('/readmin/courts');
    expect(listPath('courts', { orgId: 7 })).toBe('/readmin/orgs/7/courts');
    expect(recordPath('api_teams', 3, { apiPartnerId: 2 })).toBe('/readmin/api_partners/2/api_teams/3');
    expect(humanize('videoRecordingPermitted')).toBe('Video recording permitted');
  });
});
