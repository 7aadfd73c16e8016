import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMetadataDir } from '../../src/metadata/load.ts';
import { runMetadataPipeline, type PipelineResult, type RawFile } from '../../src/metadata/pipeline.ts';
import type { CrossCheckOptions } from '../../src/metadata/crossCheck.ts';
import { formatProblem } from '../../src/metadata/problems.ts';
import { checkDemoRows } from '../../src/metadata/demoRows.ts';
import type { RecordTypeMetadata } from '../../src/generated/metadataTypes.ts';
import { ROOT } from '../support/testServer.ts';

const problemsOf = (dir: string) => runMetadataPipeline(readMetadataDir(join(ROOT, dir), ROOT)).problems;

describe('metadata checks', () => {
  it('accepts every metadata file of the project', () => {
    expect(problemsOf('metadata')).toEqual([]);
  });

  it('reports schema violations with code, file and JSON path', () => {
    const problems = problemsOf('tests/fixtures/metadata-bad');
    const broken = problems.filter((p) => p.file === 'tests/fixtures/metadata-bad/Broken.json');
    expect(broken).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'M001', path: '$.label', message: "must have required property 'plural'" }),
        expect.objectContaining({
          code: 'M001',
          path: '$.fields.name.type',
          message: expect.stringContaining('must be equal to one of the allowed values'),
        }),
        expect.objectContaining({ code: 'M001', path: '$.fields.size', message: "unknown property 'colour'" }),
        // The same run goes on to the cross-references of the same file.
        expect.objectContaining({ code: 'M201', path: '$.fields.owner.typename' }),
        expect.objectContaining({ code: 'M301', path: '$.list.columns[1]', message: "column refers to unknown field 'totl' of Broken" }),
        expect.objectContaining({ code: 'M303', path: '$.list.dateRange.field' }),
        expect.objectContaining({ code: 'M401', path: '$.tabs[0].association' }),
      ]),
    );
  });

  it('reports every cross-reference problem of a schema-valid file at once', () => {
    const ghost = problemsOf('tests/fixtures/metadata-bad').filter((p) => p.file.endsWith('Ghost.json'));
    expect(ghost.map((p) => [p.code, p.path])).toEqual(
      expect.arrayContaining([
        ['M201', '$.fields.haunts.typename'],
        ['M301', '$.list.columns[1]'],
        ['M401', '$.tabs[0].association'],
        ['M501', '$.display.labels[0].when'],
        ['M601', '$.actions[0].kind'],
        ['M603', '$.permissions.orgAdmin'],
      ]),
    );
    expect(ghost.find((p) => p.code === 'M301')!.message).toBe("column refers to unknown field 'height' of Ghost");
    expect(ghost.filter((p) => p.code === 'M304').map((p) => [p.path, p.message])).toEqual([
      ['$.uniqueTogether[0].fields', "'colour' is not a field of Ghost whose values can be compared"],
    ]);
    // Each reference path of an association is followed step by step: a text field is not a step. A reference to an
    // unknown type ('haunts' names Mansion) is reported once, where it is declared (M201), not again on every path through it.
    expect(ghost.filter((p) => p.code === 'M402').map((p) => [p.path, p.message])).toEqual([
      ['$.associations.echoes.via', "'name.owner' is not a reference path from Ghost to Ghost"],
      ['$.associations.shadows.from', "'name' is not a path of references and associations from Ghost"],
    ]);
    // A check names a field to report on and reads declared fields only.
    expect(ghost.filter((p) => p.path.startsWith('$.checks')).map((p) => [p.code, p.path, p.message])).toEqual([
      ['M202', '$.checks[0].field', "check refers to unknown field 'height' of Ghost"],
      ['M501', '$.checks[0].rule', "condition reads unknown field 'fear' of Ghost"],
    ]);
    expect(ghost.filter((p) => p.code === 'M405').map((p) => [p.path, p.message])).toEqual([
      ['$.tabs[0].actions[0]', "tab shows unknown action 'fly' of Ghost"],
    ]);
    // A default pick goes through the referenced type's declared list filters and this type's fields.
    expect(ghost.filter((p) => p.path.startsWith('$.fields.twin')).map((p) => [p.code, p.path, p.message])).toEqual([
      ['M305', '$.fields.twin.defaultPick', "Ghost has no list filter 'glow'"],
      ['M305', '$.fields.twin.defaultPick', "Ghost has no list filter 'name'; did you mean 'named'?"],
      ['M202', '$.fields.twin.defaultPick.sameAs.name', "takes unknown field 'mood' of Ghost"],
    ]);
    // An order is indexed after reference filters only: an index leads with their one column each.
    expect(ghost.filter((p) => p.code === 'M306').map((p) => [p.path, p.message])).toEqual([
      ['$.list.orderOptions[0].indexedWith[1]', "filter 'named' is not a reference filter, so no index can lead with it"],
      ['$.list.orderOptions[0].indexedWith[2]', "no list filter is named 'glow'"],
    ]);
    expect(ghost.filter((p) => p.code === 'M404').map((p) => [p.path, p.message])).toEqual([
      ['$.associations.name', "association 'name' has the name of a field of Ghost"],
    ]);
  });

  it('reports every problem of declared operations, their handlers and the actions that run them', () => {
    const problems = runMetadataPipeline(readMetadataDir(join(ROOT, 'tests/fixtures/metadata-bad'), ROOT), { handlers: ['haunt'] }).problems;
    const spook = problems.filter((p) => p.file.endsWith('Spook.json')).map((p) => [p.code, p.path, p.message]);
    expect(spook).toEqual(
      expect.arrayContaining([
        [
          'M605',
          '$.operations.custom.spooksScare',
          "operation 'spooksScare' needs exactly one of set (a declarative effect), handler (a module) and update (fields to edit)",
        ],
        [
          'M605',
          '$.operations.custom.spooksHide',
          "operation 'spooksHide' needs exactly one of set (a declarative effect), handler (a module) and update (fields to edit)",
        ],
        ['M606', '$.operations.custom.spooksScare.set.fear', "sets unknown field 'fear' of Spook"],
        ['M606', '$.operations.custom.spooksScare.set.name', "takes unknown argument 'loudness' of 'spooksScare'"],
        ['M608', '$.operations.custom.spooksScare.handler', "no feature registers handler 'scare' (src/server/features/<name>/index.ts)"],
        ['M607', '$.operations.custom.spooksScare.roles[0]', "orgAdmin lacks the 'update' grant on Spook that 'spooksScare' needs"],
        ['M607', '$.operations.custom.spooksHide.grant', "no role holds the 'remove' grant that 'spooksHide' needs"],
        ['M201', '$.operations.custom.spooksScare.arguments.victim.typename', "reference to unknown typename 'Mansion'"],
        ['M609', '$.actions[0].mutation', "action 'boo' runs 'spooksBoo', which operations.custom does not declare"],
        // The console matches the viewer's action roles to actions by name.
        ['M612', '$.actions[1].name', "action 'boo' is declared twice in Spook"],
        // What the edit dialog locks, a set may not change either; an argument is not stored, so stored-field rules do not apply.
        ['M606', '$.operations.custom.spooksMove.set.home', "sets 'home', which is locked on edit (settable on create only)"],
        [
          'M611',
          '$.operations.custom.spooksMove.arguments.home.readOnly',
          "argument 'home' of 'spooksMove' is not stored, so 'readOnly' does not apply",
        ],
        [
          'M611',
          '$.operations.custom.spooksMove.arguments.home.lockedOnEdit',
          "argument 'home' of 'spooksMove' is not stored, so 'lockedOnEdit' does not apply",
        ],
        // An argument's visibleWhen reads the other arguments, as its dialog does; a field's lockedWhen reads the record.
        ['M501', '$.operations.custom.spooksMove.arguments.note.visibleWhen', "condition reads unknown argument 'mood' of 'spooksMove'"],
        ['M501', '$.fields.mood.lockedWhen.when', "condition reads unknown field 'temper' of Spook"],
        // requiredWhen and warnWhen read what visibleWhen reads: the record's fields, or the other arguments.
        ['M501', '$.fields.wail.requiredWhen', "condition reads unknown field 'volume' of Spook"],
        ['M501', '$.fields.wail.warnWhen[0].when', "condition reads unknown field 'pitch' of Spook"],
        ['M501', '$.operations.custom.spooksMove.arguments.note.requiredWhen', "condition reads unknown argument 'echo' of 'spooksMove'"],
        // A named update edits the type's own writable fields, and is its only effect.
        [
          'M605',
          '$.operations.custom.spooksRetune',
          "operation 'spooksRetune' needs exactly one of set (a declarative effect), handler (a module) and update (fields to edit)",
        ],
        ['M606', '$.operations.custom.spooksRetune.update[1]', "updates 'home', which is locked on edit"],
        ['M606', '$.operations.custom.spooksRetune.update[2]', "updates unknown field 'colour' of Spook"],
      ]),
    );
    expect(problems.find((p) => p.code === 'M610')).toMatchObject({
      path: '$.operations.custom.spooksScare',
      message: expect.stringMatching(/also declared by .*Ghost\.json/),
    });
    expect(problems.find((p) => p.file === 'src/server/features')).toMatchObject({
      code: 'M608',
      message: "handler 'haunt' is named by no operation",
    });
  });

  it('reports masked fields that are not text or name no reference and readable flag', () => {
    const banshee = problemsOf('tests/fixtures/metadata-bad').filter((p) => p.file.endsWith('Banshee.json') && p.path.endsWith('.maskedBy'));
    expect(banshee.map((p) => [p.code, p.path, p.message])).toEqual([
      ['M203', '$.fields.wail.maskedBy', "only email and string fields are masked (type is 'integer')"],
      ['M202', '$.fields.wail.maskedBy', "'name' is not a boolean field of Ghost that its readers may read"],
      ['M202', '$.fields.cry.maskedBy', "'seenAt' is not a reference field of Banshee"],
    ]);
  });

  it('reports probes, prefills and picker filters naming what the dialog or the picked type lacks', () => {
    const banshee = problemsOf('tests/fixtures/metadata-bad').filter((p) => p.file.endsWith('Banshee.json'));
    expect(banshee.map((p) => [p.code, p.path, p.message])).toEqual(
      expect.arrayContaining([
        ['M202', '$.actions[0].probe.arguments', "probe 'recordingsAny' takes exactly courtId, from, to"],
        ['M202', '$.actions[0].probe.arguments.until', "probe argument names 'to', which is not a field of action 'appear'"],
        ['M202', '$.actions[0].prefill.gloom', "prefill names 'gloom', which is not a field of action 'appear'"],
        ['M501', '$.actions[0].prefill.gloom', "condition reads unknown field 'haze' of Banshee"],
        ['M202', '$.operations.custom.bansheesAppear.arguments.companion.pickerFilter.filter', "Ghost has no list filter 'crypt'"],
        [
          'M202',
          '$.operations.custom.bansheesAppear.arguments.companion.pickerFilter.field',
          "picker filter names 'moor', which is not a field of action 'appear'",
        ],
        ['M203', '$.operations.custom.bansheesAppear.arguments.mood.pickerFilter', "only reference pickers are filtered (type is 'string')"],
      ]),
    );
  });

  it('reports every list condition the SQL translator cannot translate, with the path inside the rule', () => {
    const board = problemsOf('tests/fixtures/metadata-bad').filter((p) => p.file.endsWith('Scoreboard.json'));
    expect(board.map((p) => [p.code, p.path, p.message])).toEqual([
      ['M502', "$.list.filters[0].options[0].where['!!']", "field 'layout' cannot be tested for truth in SQL"],
      [
        'M502',
        "$.list.scopes[1].where['>'][0]",
        "operator '-' cannot be translated to SQL inside a comparison, which takes a field or a literal value",
      ],
      ['M502', '$.list.scopes[2].where.and[1].in', "'in' takes a field and a list of values"],
      ['M502', "$.list.scopes[3].where['=='][1]", 'field \'homeScore\' is compared with numbers, not "ten"'],
    ]);
  });

  it('reports every field, argument, tab and action naming a component that is not registered (M701)', () => {
    const components = { field: ['auraPicker'], tab: ['lairPlan'], action: ['banshee'] };
    const problems = runMetadataPipeline(readMetadataDir(join(ROOT, 'tests/fixtures/metadata-bad'), ROOT), { components }).problems;
    const wraith = problems.filter((p) => p.file.endsWith('Wraith.json')).map((p) => [p.code, p.path, p.message]);
    // The registered auraPicker, lairPlan and banshee are not reported.
    expect(wraith).toEqual([
      ['M701', '$.fields.chill.component', "unknown field component 'thermometer'; src/metadata/customComponents.ts registers auraPicker"],
      ['M701', '$.tabs[0].component', "unknown tab component 'hauntingMap'; src/metadata/customComponents.ts registers lairPlan"],
      [
        'M701',
        '$.operations.custom.wraithsWail.arguments.pitch.component',
        "unknown field component 'pitchDial'; src/metadata/customComponents.ts registers auraPicker",
      ],
      ['M701', '$.actions[0].component', "unknown action component 'ectoplasmEditor'; src/metadata/customComponents.ts registers banshee"],
    ]);
    // Without a list of its own, the check reads the project's (src/metadata/customComponents.ts).
    const projectWide = problemsOf('tests/fixtures/metadata-bad').filter((p) => p.file.endsWith('Wraith.json'));
    expect(projectWide.map((p) => p.path)).toEqual([
      '$.fields.aura.component',
      '$.fields.chill.component',
      '$.tabs[0].component',
      '$.tabs[1].component',
      '$.operations.custom.wraithsWail.arguments.pitch.component',
      '$.actions[0].component',
      '$.actions[1].component',
    ]);
  });

  it('checks conditions that read through a reference, and the rules that give a field its value or its files', () => {
    const phantom = problemsOf('tests/fixtures/metadata-bad').filter((p) => p.file.endsWith('Phantom.json'));
    expect(phantom.filter((p) => !['M607', 'M608'].includes(p.code)).map((p) => [p.code, p.path, p.message])).toEqual([
      ['M202', '$.fields.portrait.clearedBy[0]', 'a field is not cleared by itself'],
      ['M202', '$.fields.portrait.clearedBy[1]', "clearedBy refers to unknown field 'shade' of Phantom"],
      // One step through a reference, to a field the referenced type has.
      ['M501', '$.fields.glow.fixedWhen.when', "condition reads unknown field 'fear' of Ghost (through 'ghost')"],
      ['M205', '$.fields.glow.fixedWhen.value', 'value "off" is not a value of this boolean field'],
      ['M203', '$.fields.aura.acceptWhen', "only file and image fields accept uploads (type is 'string')"],
      ['M503', '$.fields.aura.acceptWhen[0].when', "condition reads 'name.length' through 'name', which is not a reference (type is 'string')"],
      ['M503', '$.fields.wail.visibleWhen', "condition reads 'ghost.haunts.name': conditions read through one reference only"],
      ['M203', '$.fields.wail.defaultFromFileName', "only string and text fields take a file's name (type is 'integer')"],
      ['M202', '$.fields.wail.defaultFromFileName', "'name' is not a file or image field of Phantom"],
      ['M205', '$.fields.email.defaultFrom', 'declares default and defaultFrom; keep one'],
      ['M501', '$.fields.email.defaultFrom', "defaultFrom reads 'user.password'; it reads user.id, user.email, user.isAdmin, user.roles"],
      // An argument takes a default from the user, but is not stored: no value of its own to fix.
      [
        'M611',
        '$.operations.custom.phantomsCall.arguments.to.fixedWhen',
        "argument 'to' of 'phantomsCall' is not stored, so 'fixedWhen' does not apply",
      ],
    ]);
  });

  it('npm run check:metadata prints every problem and exits non-zero', () => {
    let output = '';
    let status = 0;
    try {
      execFileSync('npx', ['tsx', 'scripts/check-metadata.ts', 'tests/fixtures/metadata-bad'], { cwd: ROOT, stdio: 'pipe' });
    } catch (e) {
      const err = e as { status: number; stderr: Buffer };
      status = err.status;
      output = err.stderr.toString();
    }
    expect(status).toBe(1);
    expect(output).toMatch(/^M001 tests\/fixtures\/metadata-bad\/Broken\.json \$\.label: /m);
    expect(output).toMatch(/^M301 tests\/fixtures\/metadata-bad\/Ghost\.json \$\.list\.columns\[1\]: /m);
    expect(output).toMatch(/^M701 tests\/fixtures\/metadata-bad\/Wraith\.json \$\.tabs\[0\]\.component: unknown tab component 'hauntingMap'/m);
    expect(output).toMatch(/\d+ problem\(s\) in tests\/fixtures\/metadata-bad\//);
  });
});

describe('computed fields in metadata', () => {
  const computed = { poltergeistIsLoud: { type: 'boolean' as const }, poltergeistMood: { type: 'string' as const } };
  const poltergeist = () =>
    runMetadataPipeline(readMetadataDir(join(ROOT, 'tests/fixtures/metadata-bad'), ROOT), { computed })
      .problems.filter((p) => p.file.endsWith('Poltergeist.json'))
      .map((p) => [p.code, p.path, p.message]);

  it('refuses an unknown computed field name and a module of another type (M208)', () => {
    expect(poltergeist().filter(([code]) => code === 'M208')).toEqual([
      ['M208', '$.fields.rattles.computed', "unknown computed field 'poltergeistRattles'; the features register poltergeistIsLoud, poltergeistMood"],
      ['M208', '$.fields.mood.computed', "'poltergeistMood' computes a string, but 'mood' is a boolean"],
    ]);
  });

  it('refuses a computed field wherever a column or a write is needed (M209), and label details naming unknown fields', () => {
    expect(poltergeist().filter(([code]) => code !== 'M208')).toEqual([
      ['M209', '$.fields.isLoud.required', "computed field 'isLoud' is never written or stored, so 'required' does not apply"],
      ['M202', '$.display.labels[0].detail', "label detail refers to unknown field 'volume' of Poltergeist"],
      ['M209', '$.list.filters[0].field', "a filter names computed field 'isLoud' of Poltergeist, which is derived and has no column"],
      [
        'M209',
        '$.list.scopes[0].where',
        "a condition on stored rows names computed field 'isLoud' of Poltergeist, which is derived and has no column",
      ],
      [
        'M209',
        '$.list.orderOptions[0].by[0].field',
        "an order option names computed field 'isLoud' of Poltergeist, which is derived and has no column",
      ],
      [
        'M209',
        '$.operations.custom.poltergeistsHush.set.isLoud',
        "operation 'poltergeistsHush' sets names computed field 'isLoud' of Poltergeist, which is derived and has no column",
      ],
      [
        'M209',
        '$.actions[0].fields[1]',
        "the form of action 'create' names computed field 'isLoud' of Poltergeist, which is derived and has no column",
      ],
    ]);
  });

  it('npm run check:metadata checks names against the computed fields the features register', () => {
    let output = '';
    try {
      execFileSync('npx', ['tsx', 'scripts/check-metadata.ts', 'tests/fixtures/metadata-bad'], { cwd: ROOT, stdio: 'pipe' });
    } catch (e) {
      output = (e as { stderr: Buffer }).stderr.toString();
    }
    expect(output).toMatch(
      /^M208 tests\/fixtures\/metadata-bad\/Poltergeist\.json \$\.fields\.rattles\.computed: unknown computed field 'poltergeistRattles'; the features register (\w+, )*gameCameraOutages\b/m,
    );
  });
});

describe('adding a type: names suggested, syntax located, usual actions filled in', () => {
  const project = readMetadataDir(join(ROOT, 'metadata'), ROOT);
  const trophy = () => JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/Trophy.json'), 'utf8'));
  const demoRows = readFileSync(join(ROOT, 'tests/fixtures/demo/Trophy.json'), 'utf8');
  const withTrophy = (data: object | string, options: CrossCheckOptions = {}, demo: RawFile[] = []) =>
    runMetadataPipeline(
      [...project, { file: 'metadata/Trophy.json', text: typeof data === 'string' ? data : JSON.stringify(data, null, 2) }],
      options,
      demo,
    );
  const problemsOf = (result: PipelineResult) => result.problems.map((p) => [p.code, p.path, p.message]);

  it("accepts the recipe's example type and its demo rows", () => {
    const result = withTrophy(trophy(), {}, [{ file: 'metadata/demo/Trophy.json', text: demoRows }]);
    expect(result.problems).toEqual([]);
  });

  it("accepts a text or reference field as pickers' option detail, and reports any other", () => {
    const data = trophy();
    for (const field of ['competition', 'name']) {
      data.display.optionDetail = field;
      expect(problemsOf(withTrophy(data))).toEqual([]);
    }
    data.display.optionDetail = 'awardedOn';
    expect(problemsOf(withTrophy(data))).toEqual([
      ['M203', '$.display.optionDetail', "'awardedOn' must be a string, email, phone or reference field every reader may read"],
    ]);
    data.display.optionDetail = 'medal';
    expect(problemsOf(withTrophy(data))).toEqual([
      ['M202', '$.display.optionDetail', "option detail refers to unknown field 'medal' of Trophy; did you mean 'metal'?"],
    ]);
  });

  it('suggests the type a label names, and reports nothing that follows from the unknown reference', () => {
    const data = trophy();
    data.fields.org.typename = 'Organisation';
    // Not also M604 ('org' is not a reference field): the ownership path goes through the same reference.
    expect(problemsOf(withTrophy(data))).toEqual([
      ['M201', '$.fields.org.typename', "reference to unknown typename 'Organisation'; did you mean 'Org'?"],
    ]);
  });

  it('suggests the nearest field, property, option and component, and nothing when none is near', () => {
    const data = trophy();
    data.fields.competition.typename = 'Competiton';
    data.list.columns = ['nmae', 'metal', 'height'];
    data.sidebar = { platfromGroup: 'Others' };
    data.fields.metal.type = 'enm';
    data.fields.name.component = 'auraPiker';
    const result = withTrophy(data, { components: { field: ['auraPicker'], tab: [], action: [] } });
    expect(problemsOf(result)).toEqual(
      expect.arrayContaining([
        ['M201', '$.fields.competition.typename', "reference to unknown typename 'Competiton'; did you mean 'Competition'?"],
        ['M301', '$.list.columns[0]', "column refers to unknown field 'nmae' of Trophy; did you mean 'name'?"],
        ['M301', '$.list.columns[2]', "column refers to unknown field 'height' of Trophy"],
        ['M001', '$.sidebar', "unknown property 'platfromGroup'; did you mean 'platformGroup'?"],
        ['M001', '$.fields.metal.type', expect.stringMatching(/must be equal to one of the allowed values: string, .*; did you mean 'enum'\?$/)],
        [
          'M701',
          '$.fields.name.component',
          "unknown field component 'auraPiker'; did you mean 'auraPicker'?; src/metadata/customComponents.ts registers auraPicker",
        ],
      ]),
    );
  });

  it('says on which line and column a file stops being JSON', () => {
    const text = JSON.stringify(trophy(), null, 2).replace('"route": "trophies",', '"route": "trophies"');
    const [problem] = withTrophy(text).problems;
    expect(problem).toEqual({
      code: 'M000',
      file: 'metadata/Trophy.json',
      path: '$',
      line: 4,
      column: 22,
      message: "not valid JSON at line 4, column 22: missing ',' after this property",
    });
    expect(formatProblem(problem)).toBe("M000 metadata/Trophy.json:4:22 $: not valid JSON at line 4, column 22: missing ',' after this property");
  });

  it('gives a type the usual Add, Edit and Remove of its operations unless it declares its own or none', () => {
    const actionsOf = (data: object) => withTrophy(data).registry!.types.Trophy.actions.map((a) => `${a.name}:${a.kind}:${a.roles.join('+')}`);
    expect(actionsOf(trophy())).toEqual([
      'create:create:platformAdmin+orgAdmin',
      'edit:update:platformAdmin+orgAdmin',
      'remove:remove:platformAdmin',
    ]);
    // A declared action of a kind replaces that kind's default; Remove stays. A type that declares actions keeps
    // the plain Add the console makes (createActionOf), not one in the registry.
    const declared = { ...trophy(), actions: [{ name: 'rename', label: 'Rename', kind: 'update', fields: ['name'], roles: ['platformAdmin'] }] };
    expect(actionsOf(declared)).toEqual(['remove:remove:platformAdmin', 'rename:update:platformAdmin']);
    expect(actionsOf({ ...trophy(), defaultActions: false })).toEqual([]);
    // A tab may show a default action.
    const tabbed = { ...trophy(), tabs: [{ name: 'dashboard', label: 'Dashboard', component: 'orgDashboard', actions: ['edit', 'edt'] }] };
    expect(problemsOf(withTrophy(tabbed))).toEqual([
      ['M405', '$.tabs[0].actions[1]', "tab shows unknown action 'edt' of Trophy; did you mean 'edit'?"],
    ]);
  });

  it("leaves every project type's actions as they were", () => {
    // Every type with a generated operation declares the actions it has; Game's Add is still the console's own.
    const registry = runMetadataPipeline(project).registry!;
    for (const m of project.map((f) => JSON.parse(f.text) as RecordTypeMetadata))
      expect(
        registry.types[m.typename].actions.map((a) => a.name),
        m.typename,
      ).toEqual((m.actions ?? []).map((a) => a.name));
  });

  it('checks demo rows against their type: its name, fields, values and required fields', () => {
    const registry = withTrophy(trophy()).registry!;
    const rows = (data: object[]) => JSON.stringify({ rows: data });
    const { problems } = checkDemoRows(
      [
        { file: 'metadata/demo/Trophie.json', text: rows([{ name: 'x' }]) },
        {
          file: 'metadata/demo/Trophy.json',
          text: rows([
            { nmae: 'Cup', org: 'Harbour City Basketball Association' },
            { name: 'Plate', org: { nmae: 'Lakes' }, metal: 'golld' },
            { name: 'Shield', org: 'Harbour City Basketball Association', metal: 'platinum', awardedOn: 20250920 },
          ]),
        },
        { file: 'metadata/demo/Person.json', text: rows([{ lastName: 'Ruiz', org: 'Harbour City Basketball Association' }]) },
        { file: 'metadata/demo/TeamMember.json', text: rows([{ team: 'Pyrmont Pelicans', person: 'Olivia Nguyen' }]) },
        { file: 'metadata/demo/Team.json', text: '{ "rows": [ { "name": "x" } }' },
      ],
      registry,
    );
    expect(problems.map((p) => [p.code, p.file.split('/').pop(), p.path, p.message])).toEqual([
      ['M801', 'Trophie.json', '$', "no record type is named 'Trophie'; did you mean 'Trophy'?: name the file after its type"],
      ['M802', 'Trophy.json', '$.rows[0].nmae', "unknown field 'nmae' of Trophy; did you mean 'name'?"],
      ['M804', 'Trophy.json', '$.rows[0]', "the row gives no 'name', which Trophy requires"],
      ['M803', 'Trophy.json', '$.rows[1].org', "'org' names a Org by unknown field 'nmae'; did you mean 'name'?"],
      ['M803', 'Trophy.json', '$.rows[1].metal', "'golld' is not an option of 'metal' (gold, silver, bronze); did you mean 'gold'?"],
      ['M803', 'Trophy.json', '$.rows[2].metal', "'platinum' is not an option of 'metal' (gold, silver, bronze)"],
      ['M803', 'Trophy.json', '$.rows[2].awardedOn', "'awardedOn' takes text"],
      ['M804', 'Person.json', '$.rows[0]', "the row gives no 'firstName', which Person requires"],
      // A type named by a template is named by its fields.
      [
        'M803',
        'TeamMember.json',
        '$.rows[0].person',
        'Person records are named by a template (\'{firstName} {lastName}\'): name the record by its fields, as {"field": "value"}',
      ],
      ['M000', 'Team.json', '$', "not valid JSON at line 1, column 29: expected ',' or ']', found '}'"],
    ]);
  });
});
