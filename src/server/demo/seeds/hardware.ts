import type { Db } from '../../db/database.ts';
import type { ObjectStore } from '../../files/storage/objectStore.ts';
import { insertRow } from '../demoInserts.ts';
import { attachDemoFile } from './demoFiles.ts';
import { courtView } from './demoImages.ts';
import { demoAt, demoDay } from '../demoCalendar.ts';

/**
 * Demo venue hardware for the venues seeded before it: cities, camera models, venue servers with their
 * cameras, network devices, surfaces, recording blocks, outages, speed tests, commands, chef runs and
 * video files, plus the platform's EC2 instances and GameDay imports.
 */

const at = (iso: string) => demoAt(iso);

const CITIES = [
  { name: 'Sydney', state: 'New South Wales', country_code: 'AU', time_zone: 'Australia/Sydney' },
  { name: 'Wanaka', state: 'Otago', country_code: 'NZ', time_zone: 'Pacific/Auckland' },
  { name: 'Queenstown', state: 'Otago', country_code: 'NZ', time_zone: 'Pacific/Auckland' },
  { name: 'Melbourne', state: 'Victoria', country_code: 'AU', time_zone: 'Australia/Melbourne' },
  { name: 'Auckland', state: 'Auckland', country_code: 'NZ', time_zone: 'Pacific/Auckland' },
];

/** Venue short name → city name. */
const VENUE_CITY: Record<string, string> = { DHSC: 'Sydney', Bondi: 'Sydney', Lakeside: 'Wanaka', QEC: 'Queenstown' };

const CAMERA_MODELS = [
  { manufacturer: 'Axis', model: 'P1468-LE', resolution: '3840x2160', category: 'bullet', supports_h265: true },
  { manufacturer: 'Hikvision', model: 'DS-2CD2T87G2-L', resolution: '3840x2160', category: 'bullet', supports_h265: true },
  { manufacturer: 'Dahua', model: 'IPC-EBW81242', resolution: '4000x3000', category: 'fisheye', supports_h265: true },
  { manufacturer: 'Axis', model: 'M1065-L', resolution: '1920x1080', category: 'box', supports_h265: false },
];

/** One server per venue (by short name) with its /24 network, plus a spare and a retired one. */
const SERVERS = [
  { name: 'dhsc-vs-01', venue: 'DHSC', state: 'active', enabled: true, net: '10.20.1', machine: '4c4c4544-0046-3910-8052-b3c04f4d3232' },
  { name: 'bondi-vs-01', venue: 'Bondi', state: 'active', enabled: true, net: '10.20.2', machine: '4c4c4544-0032-5610-8048-c4c04f395a31' },
  { name: 'lakeside-vs-01', venue: 'Lakeside', state: 'active', enabled: true, net: '10.30.1', machine: '4c4c4544-0051-4b10-8039-b7c04f503132' },
  { name: 'qec-vs-01', venue: 'QEC', state: 'inactive', enabled: true, net: '10.30.2', machine: '4c4c4544-0047-3310-8056-b2c04f4e3532' },
  { name: 'dhsc-vs-00', venue: 'DHSC', state: 'decommissioned', enabled: false, net: '10.20.9', machine: '4c4c4544-0033-4710-8031-c6c04f374b32' },
  { name: 'spare-vs-07', venue: null, state: 'unused', enabled: false, net: null, machine: null },
] as const;

/** Encoding and filter configs: the spec's 180 camera and dome presets, one sphere still missing its angles, and flat ones. */
const SURFACE_CONFIGS: Record<string, unknown>[] = [
  {
    projection_shape: 'sphere',
    projection_interpolation: 'bilinear',
    fov_horizontal_degrees: 180,
    fov_vertical_degrees: 90,
    pitch_degrees: -40,
    roll_degrees: 0,
    sphere_camera_pitch_degrees: -25,
    court_length: 28,
    court_width: 15,
    camera_height: 6.5,
    camera_distance: 4,
    max_zoom: 2.5,
    filter_defish_amount: 0.6,
    filter_defish_outwidth: 3840,
    filter_rotate_degrees: 0,
    motion_area: JSON.stringify({ x: 40, y: 120, width: 1200, height: 520 }),
    court_corners: JSON.stringify([
      [112, 540],
      [1168, 540],
      [980, 250],
      [300, 250],
    ]),
  },
  {
    projection_shape: 'sphere',
    projection_interpolation: 'area',
    fov_horizontal_degrees: 130,
    fov_vertical_degrees: 90,
    pitch_degrees: -20,
    roll_degrees: 0,
    sphere_camera_pitch_degrees: -20,
    court_length: 30.5,
    court_width: 15.25,
    filter_defish_amount: 0.6,
  },
  { projection_shape: 'sphere', projection_interpolation: 'bilinear', fov_horizontal_degrees: 180, fov_vertical_degrees: 90 },
  { projection_shape: 'plane', projection_interpolation: 'nearest', court_length: 28, court_width: 15, filter_rotate_degrees: -1.5 },
];

/** What an active server reports about itself (the Status tab): sections of labelled, pre-formatted values. */
const statusEntries = (name: string, net: string | null | undefined) => [
  { section: 'System', label: 'Host', value: `${name} (Ubuntu 22.04.4 LTS, kernel 5.15.0-105)` },
  { section: 'System', label: 'Uptime', value: '12 days, 4:31' },
  { section: 'System', label: 'Load average', value: '1.42  1.37  1.29' },
  { section: 'Disk', label: 'Free space', value: '1.2 TB of 3.6 TB' },
  { section: 'Disk', label: 'Mounts', value: '/        ext4   58G   21G  35G  38%\n/data    xfs   3.6T  2.4T 1.2T  67%' },
  { section: 'Network', label: 'Internal network', value: net ? `${net}.50/24 on eth1` : 'not configured' },
  { section: 'Network', label: 'Uplink', value: 'eth0  1000 Mb/s full duplex' },
  { section: 'Services', label: 'Recorder', value: 'active (running)' },
  { section: 'Services', label: 'Uploader', value: 'active (running), 3 files queued' },
];

export const seedHardware = async (trx: Db, storage: ObjectStore): Promise<void> => {
  const venues = await trx.selectFrom('venues').select(['id', 'short_name', 'org_id']).orderBy('id').execute();
  const venueId = (shortName: string) => venues.find((v) => v.short_name === shortName)!.id as number;
  const admin = (await trx.selectFrom('users').select('id').where('admin', '=', true).orderBy('id').executeTakeFirstOrThrow()).id as number;

  const cities: Record<string, number> = {};
  for (const c of CITIES) cities[c.name] = await insertRow(trx, 'cities', c);
  for (const [shortName, city] of Object.entries(VENUE_CITY))
    await trx.updateTable('venues').set({ city_id: cities[city] }).where('short_name', '=', shortName).execute();

  const models: number[] = [];
  for (const m of CAMERA_MODELS) models.push(await insertRow(trx, 'camera_models', m));

  const servers: Record<string, number> = {};
  for (const [i, s] of SERVERS.entries())
    servers[s.name] = await insertRow(trx, 'venue_servers', {
      name: s.name,
      state: s.state,
      enabled: s.enabled,
      venue_id: s.venue ? venueId(s.venue) : null,
      machine_id: s.machine,
      purchase_date: `2024-0${(i % 9) + 1}-15`,
      locally_accessible: s.name === 'lakeside-vs-01',
      uploader_rate_limit_kbytes: s.state === 'active' ? [4000, 2500, 1600][i % 3] : null,
      internal_network: s.net && `${s.net}.0/24`,
      internal_network_ip_address: s.net && `${s.net}.50`,
      static_ip_address: s.name === 'dhsc-vs-01' ? '203.0.113.24' : null,
      static_gateway_address: s.name === 'dhsc-vs-01' ? '203.0.113.1' : null,
      static_primary_dns_server: s.name === 'dhsc-vs-01' ? '1.1.1.1' : null,
      static_secondary_dns_server: s.name === 'dhsc-vs-01' ? '8.8.8.8' : null,
      details: s.state === 'decommissioned' ? 'Replaced after a disk failure.' : s.venue ? null : 'Spare unit kept at the Sydney office.',
      smart_state:
        s.state === 'active' ? 'SMART overall-health self-assessment test result: PASSED\nPower_On_Hours 9120\nReallocated_Sector_Ct 0' : null,
      status_entries: s.state === 'active' ? JSON.stringify(statusEntries(s.name, s.net)) : null,
    });

  // Two cameras per installed venue, on the active (or inactive) server of the venue.
  const cameras: { id: number; venue: number; server: number; code: string; surface: string }[] = [];
  for (const [vi, s] of SERVERS.filter((x) => x.state === 'active' || x.state === 'inactive').entries()) {
    for (const court of [1, 2]) {
      const code = `cam-${s.venue!.toLowerCase()}-court${court}`;
      const model = models[(vi + court) % models.length];
      const id = await insertRow(trx, 'cameras', {
        camera_id: code,
        enabled: !(s.venue === 'QEC' && court === 2),
        venue_id: venueId(s.venue!),
        camera_model_id: model,
        venue_server_id: servers[s.name],
        ip_address: `${s.net}.${court}`,
        mac_address: `AC:CC:8E:${String(10 + vi).padStart(2, '0')}:0${court}:4F`,
        purchase_date: '2024-03-01',
        allow_live_streams: court === 1,
        device_username: 'root',
        device_password: `venue-cam-${vi}${court}`,
        capture_h265: CAMERA_MODELS[models.indexOf(model)].supports_h265,
        details: court === 1 ? 'Mounted on the scoreboard truss, facing the benches.' : null,
      });
      cameras.push({ id, venue: venueId(s.venue!), server: servers[s.name], code, surface: `${s.venue} Court ${court}` });
      const at = { typename: 'Camera', table: 'cameras', id, field: 'snapshot', column: 'snapshot' };
      await attachDemoFile(trx, storage, at, `${code}.jpg`, await courtView(`${code} · ${s.venue} Court ${court}`, vi * 2 + court));
    }
  }

  const networkDevices = [
    { model: 'ubiquiti-usw-lite-8-poe', venue: 'DHSC', server: 'dhsc-vs-01', ip: '10.20.1.60' },
    { model: 'ubiquiti-udm-pro', venue: 'DHSC', server: 'dhsc-vs-01', ip: '10.20.1.254' },
    { model: 'tp-link-tl-sg1008p', venue: 'Bondi', server: 'bondi-vs-01', ip: '10.20.2.60' },
    { model: 'ubiquiti-usw-24-poe', venue: 'Lakeside', server: 'lakeside-vs-01', ip: '10.30.1.60' },
    { model: 'teltonika-rutx11', venue: 'Lakeside', server: 'lakeside-vs-01', ip: '10.30.1.61' },
    { model: 'mikrotik-rb760igs', venue: 'QEC', server: 'qec-vs-01', ip: '10.30.2.60' },
  ];
  for (const [i, d] of networkDevices.entries())
    await insertRow(trx, 'network_devices', {
      model: d.model,
      venue_id: venueId(d.venue),
      venue_server_id: servers[d.server],
      ip_address: d.ip,
      mac_address: `74:83:C2:5A:1${i}:0${i}`,
      purchase_date: '2024-02-20',
      device_username: 'admin',
      device_password: `net-${i}-venue`,
      details: d.model === 'teltonika-rutx11' ? '4G fallback when the fibre link drops.' : null,
    });

  for (const [i, c] of cameras.entries()) {
    const id = await insertRow(trx, 'surfaces', {
      name: c.surface,
      camera_id: c.id,
      venue_id: c.venue,
      canary: i === 0,
      scale_input: true,
      encode_audio: i % 2 === 0,
      encode_high_quality_outputs: i < 2,
      ...SURFACE_CONFIGS[i % SURFACE_CONFIGS.length],
    });
    const at = { typename: 'Surface', table: 'surfaces', id, field: 'snapshot', column: 'snapshot' };
    await attachDemoFile(
      trx,
      storage,
      at,
      `${c.surface.toLowerCase().replace(/ /g, '-')}.jpg`,
      await courtView(`${c.surface} · ${c.code}`, i, '#4a7fc8'),
    );
  }

  const blocks = [
    {
      name: 'Weeknight training',
      venue: 'DHSC',
      type: 'ensure_recording',
      date: '2026-02-02',
      time: '18:00:00',
      duration: 10800,
      days: ['1', '2', '3', '4'],
    },
    { name: 'Saturday junior rounds', venue: 'Bondi', type: 'ensure_recording', date: '2026-04-04', time: '08:00:00', duration: 21600, days: ['6'] },
    { name: 'Saturday netball', venue: 'Lakeside', type: 'ensure_recording', date: '2026-03-07', time: '09:00:00', duration: 28800, days: ['6'] },
    {
      name: 'Closed for community hire',
      venue: 'QEC',
      type: 'prevent_recording',
      date: '2026-01-04',
      time: '06:00:00',
      duration: 14400,
      days: ['0'],
    },
  ];
  const blockIds: Record<string, number> = {};
  for (const b of blocks)
    blockIds[b.name] = await insertRow(trx, 'recording_blocks', {
      name: b.name,
      venue_id: venueId(b.venue),
      recording_block_type: b.type,
      start_date: b.date,
      start_time: b.time,
      duration_seconds: b.duration,
      until_date: b.venue === 'QEC' ? null : demoDay('2026-12-19'),
      weekdays: b.days,
    });
  for (const [block, name, date] of [
    ['Weeknight training', 'Good Friday', '2026-04-03'],
    ['Weeknight training', 'King’s Birthday', '2026-06-08'],
    ['Saturday netball', 'Labour Weekend tournament', '2026-10-24'],
  ])
    await insertRow(trx, 'recording_block_exception_dates', { recording_block_id: blockIds[block], name, date });

  const cam = (code: string) => cameras.find((c) => c.code === code)!;
  const outages = [
    { kind: 'camera', camera: 'cam-dhsc-court2', started: '2026-09-05T06:12:00Z', finished: '2026-09-05T08:40:00Z', details: 'PoE port 3 reset.' },
    { kind: 'camera', camera: 'cam-qec-court2', started: '2026-09-20T21:00:00Z', finished: null, details: 'Camera unreachable since the storm.' },
    { kind: 'venue_server', server: 'lakeside-vs-01', started: '2026-09-12T22:30:00Z', finished: '2026-09-12T23:05:00Z', details: 'Power cut.' },
    { kind: 'venue_server', server: 'qec-vs-01', started: '2026-09-21T02:15:00Z', finished: null, details: null },
  ];
  for (const o of outages) {
    const camera = o.camera ? cam(o.camera) : undefined;
    const server = o.server ? servers[o.server] : camera!.server;
    await insertRow(trx, 'outages', {
      kind: o.kind,
      venue_id: camera?.venue ?? venueId(SERVERS.find((s) => s.name === o.server)!.venue!),
      camera_id: camera?.id ?? null,
      venue_server_id: o.kind === 'venue_server' ? server : null,
      started_at: at(o.started),
      finished_at: o.finished && at(o.finished),
      details: o.details,
    });
  }

  const speedTests = [
    ['dhsc-vs-01', 'DHSC', '2026-09-01T02:00:00Z', 487.3, 41.2, 6.1],
    ['dhsc-vs-01', 'DHSC', '2026-09-08T02:00:00Z', 512.9, 39.8, 5.7],
    ['bondi-vs-01', 'Bondi', '2026-09-01T02:05:00Z', 96.4, 19.7, 11.3],
    ['lakeside-vs-01', 'Lakeside', '2026-09-01T03:00:00Z', 48.2, 9.6, 24.8],
    ['qec-vs-01', 'QEC', '2026-09-01T03:10:00Z', 101.7, 20.4, 18.2],
  ] as const;
  for (const [server, venue, when, down, up, latency] of speedTests)
    await insertRow(trx, 'internet_speed_tests', {
      venue_id: venueId(venue),
      venue_server_id: servers[server],
      tested_at: at(when),
      download_mbps: down,
      upload_mbps: up,
      latency_ms: latency,
      test_server: venue === 'DHSC' || venue === 'Bondi' ? 'Telstra, Sydney' : 'Spark, Christchurch',
    });

  const commands = [
    [
      'dhsc-vs-01',
      'sudo systemctl status recorder',
      'completed',
      0,
      'recorder.service - Court recorder\n   Active: active (running) since Mon 2026-09-07',
    ],
    ['lakeside-vs-01', 'speedtest --format=json', 'failed', 2, 'Cannot reach speed test servers'],
    ['bondi-vs-01', 'sudo reboot', 'pending', null, null],
    ['qec-vs-01', 'sudo chef-client', 'cancelled', null, null],
  ] as const;
  for (const [i, [server, content, state, exit, output]] of commands.entries())
    await insertRow(trx, 'venue_server_commands', {
      venue_server_id: servers[server],
      content,
      state,
      user_id: admin,
      started_at: state === 'completed' || state === 'failed' ? at(`2026-09-1${i}T01:00:00Z`) : null,
      finished_at: state === 'completed' || state === 'failed' ? at(`2026-09-1${i}T01:00:04Z`) : null,
      exit_status: exit,
      output,
    });

  const chefRuns = [
    ['dhsc-vs-01', 'succeeded', '2026-09-14T15:00:00Z', '2026-09-14T15:03:41Z', 3, 412],
    ['lakeside-vs-01', 'failed', '2026-09-14T15:00:00Z', '2026-09-14T15:01:12Z', 0, 412],
    ['bondi-vs-01', 'running', '2026-09-21T15:00:00Z', null, null, null],
  ] as const;
  for (const [server, state, started, finished, updated, total] of chefRuns)
    await insertRow(trx, 'venue_server_chef_runs', {
      venue_server_id: servers[server],
      state,
      started_at: at(started),
      finished_at: finished && at(finished),
      chef_version: '18.5.0',
      updated_resources: updated,
      total_resources: total,
      log: state === 'failed' ? "Chef::Exceptions::Package: apt_package[ffmpeg] had an error: E: Could not get lock '/var/lib/dpkg/lock'" : null,
    });

  const files = [
    ['cam-dhsc-court1', '2026-09-01T08:00:00Z', 'uploaded', 4312.5],
    ['cam-dhsc-court2', '2026-09-01T08:00:00Z', 'uploading', 4290.1],
    ['cam-bondi-court1', '2026-09-02T09:00:00Z', 'recorded', 3920.8],
    ['cam-lakeside-court1', '2026-09-05T21:00:00Z', 'deleted', 6011.0],
    ['cam-qec-court1', '2026-09-06T21:00:00Z', 'uploaded', 2875.4],
  ] as const;
  for (const [code, start, state, size] of files) {
    const c = cam(code);
    const started = at(start);
    await insertRow(trx, 'venue_server_video_files', {
      filename: `/var/recordings/${code}/${start.slice(0, 13).replace(/[-T:]/g, '')}0000.mp4`,
      venue_id: c.venue,
      venue_server_id: c.server,
      camera_id: c.id,
      state,
      started_at: started,
      finished_at: new Date(started.getTime() + 3600_000),
      size_megabytes: size,
    });
  }

  const ports = [
    ['dhsc-vs-01', 'Camera 1 web interface', 'tcp', 8081, '10.20.1.1', 80],
    ['dhsc-vs-01', 'Camera 2 web interface', 'tcp', 8082, '10.20.1.2', 80],
    ['dhsc-vs-01', 'Switch management', 'tcp', 8060, '10.20.1.60', 443],
    ['lakeside-vs-01', 'Camera 1 RTSP', 'tcp', 5541, '10.30.1.1', 554],
  ] as const;
  for (const [server, name, protocol, external, ip, internal] of ports)
    await insertRow(trx, 'device_port_mappings', {
      venue_server_id: servers[server],
      name,
      protocol,
      external_port: external,
      internal_ip_address: ip,
      internal_port: internal,
      enabled: external !== 8060,
    });

  const instances = [
    ['i-0a1b2c3d4e5f60718', 'encoder-canary', 'g4dn.xlarge', 'ap-southeast-2', 'running', '2026-08-30T22:10:00Z'],
    ['i-0f9e8d7c6b5a49382', 'encoder-standard-1', 'g4dn.2xlarge', 'ap-southeast-2', 'running', '2026-08-12T03:45:00Z'],
    ['i-07c6d5e4f3a2b1c0d', 'live-stream-relay', 'c6i.large', 'ap-southeast-2', 'stopped', '2026-06-01T00:00:00Z'],
    ['i-0123456789abcdef0', 'encoder-legacy', 'g4dn.xlarge', 'us-west-2', 'terminated', '2025-11-18T09:30:00Z'],
  ] as const;
  for (const [i, [instanceId, name, type, region, state, launched]] of instances.entries())
    await insertRow(trx, 'aws_ec2_instances', {
      instance_id: instanceId,
      name,
      instance_type: type,
      region,
      state,
      public_ip_address: state === 'running' ? `54.206.12.${40 + i}` : null,
      private_ip_address: state === 'terminated' ? null : `172.31.4.${10 + i}`,
      launched_at: at(launched),
    });

  const orgs = await trx.selectFrom('orgs').select(['id', 'name']).orderBy('id').execute();
  const associations = [
    { gd_association_id: 21804, name: 'Basketball Sydney Harbour', gd_setup_key: 'bsh-7f3c9a2e', time_zone: 'Australia/Sydney' },
    { gd_association_id: 33017, name: 'Netball Otago', gd_setup_key: 'nto-41d8e6b0', time_zone: 'Pacific/Auckland' },
  ];
  const associationIds: number[] = [];
  for (const a of associations) associationIds.push(await insertRow(trx, 'gd_associations', a));
  const gdVenues = [
    [0, 5501, 'Darling Harbour Sports Centre', 0, true, false, true],
    [0, 5502, 'Bondi Community Courts', 0, false, false, false],
    [1, 7710, 'Lakeside Stadium', 1, true, true, false],
  ] as const;
  for (const [association, gdVenueId, name, org, enabled, retain, submit] of gdVenues)
    await insertRow(trx, 'gd_venues', {
      gd_association_id: associationIds[association],
      gd_venue_id: gdVenueId,
      name,
      org_id: orgs[org].id,
      enabled,
      retain_missing_games: retain,
      submit_result_to_courtside: submit,
    });
  await linkVideosToCameras(trx);
};

/**
 * The camera (and its first surface) each game video was recorded by, and the surfaces filming each court:
 * the venue's cameras in order, one per court in order, as the demo's cameras are named (cam-<venue>-court1,
 * -court2). Videos and courts are seeded before the hardware, so they are linked here.
 */
const linkVideosToCameras = async (trx: Db): Promise<void> => {
  const videos = await trx
    .selectFrom('videos')
    .innerJoin('courts', 'courts.id', 'videos.court_id')
    .select(['videos.id', 'videos.court_id', 'courts.venue_id'])
    .orderBy('videos.id')
    .execute();
  const courts = await trx.selectFrom('courts').select(['id', 'venue_id']).orderBy('id').execute();
  const cameras = await trx.selectFrom('cameras').select(['id', 'venue_id']).orderBy('id').execute();
  const surfaces = await trx.selectFrom('surfaces').select(['id', 'camera_id']).orderBy('id').execute();
  const cameraFilming = (court: { id: number; venue_id: number }) => {
    const atVenue = cameras.filter((c) => c.venue_id === court.venue_id);
    const courtIndex = courts.filter((c) => c.venue_id === court.venue_id).findIndex((c) => c.id === court.id);
    return atVenue.length ? atVenue[courtIndex % atVenue.length] : undefined;
  };
  for (const video of videos) {
    const camera = cameraFilming({ id: video.court_id, venue_id: video.venue_id });
    if (!camera) continue;
    const surface = surfaces.find((s) => s.camera_id === camera.id);
    await trx
      .updateTable('videos')
      .set({ camera_id: camera.id, surface_id: surface?.id ?? null })
      .where('id', '=', video.id)
      .execute();
  }
  // Each court is filmed through the surfaces of its camera (the same pairing as above).
  for (const court of courts) {
    const camera = cameraFilming(court);
    if (!camera) continue;
    const filming = surfaces.filter((s) => s.camera_id === camera.id).map((s) => s.id);
    await trx.updateTable('courts').set({ surface_ids: filming }).where('id', '=', court.id).execute();
  }
};
