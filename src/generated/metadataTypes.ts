/* Generated from schema/metadata.schema.json by npm run generate. Do not edit. */
import type { JsonLogic } from '../metadata/jsonLogic.ts';

/**
 * One field of the record: its type (fieldType), its label and the rules of its value; visibleWhen (JSON Logic over the form's values) shows it in dialogs only while it holds. The key is the field's API name (camelCase); the column is its snake_case (plus _id for a reference).
 */
export type Field = {
type: FieldType
/**
 * Defaults to the field name in words.
 */
label?: string
/**
 * Help text shown under the field's input in dialogs.
 */
help?: string
/**
 * A create must give a value (or the default fills it), and no edit may empty it. The column is NOT NULL.
 */
required?: boolean
/**
 * No two rows may hold the same value, compared without case: a unique index, and the server's check naming the field. A unique field identifies each record, so a batch edit does not offer it and the server refuses it in a batch update of several records (src/metadata/identifyingFields.ts).
 */
unique?: boolean
/**
 * Value used when a create leaves the field out.
 */
default?: (string | number | boolean | unknown[] | {

} | null)
/**
 * Settable on create only.
 */
lockedOnEdit?: boolean
/**
 * The heading the field sits under in dialogs (an organisation's 'Feature flags'): a dialog shows it above the first field of each run of fields with the same group, in the action's order.
 */
group?: string
/**
 * Of an email or string field: '<reference>.<boolean field of the referenced type>' (a person's 'org.maskPeopleEmail'). Where that flag is on, everyone but platform admins reads the value masked (j***@example.com) in the console, lists, searches, exports and history, and may not set or change it; the dialog shows it disabled.
 */
maskedBy?: string
/**
 * Derived, never stored or written: the named module of src/server/computed/ gives its value as SQL over the row (one query per list page). Not a column; not for filters, scopes, order, search or forms.
 */
computed?: string
/**
 * Never written through the console or API.
 */
readOnly?: boolean
/**
 * Only platform admins may see and set it.
 */
adminOnly?: boolean
/**
 * Accepted on input, never returned (passwords).
 */
writeOnly?: boolean
visibleWhen?: Condition
requiredWhen?: Condition1
/**
 * Of a reference field: when a dialog picks a record here, these fields of the picked record are copied into the same-named fields of the form (a league's competition brings its sport, ad preset and settings).
 */
copyOnPick?: string[]
/**
 * Of a reference field: the record a create takes when the field is left empty, found among the records of its type the user may read through that type's declared list filters: `filters` with fixed values, `sameAs` with the form's value of a field of this type (a new league takes its organisation's ad preset for new leagues). The dialog fills it in as those fields change; the server applies it to every create, before checking that the field is required.
 */
defaultPick?: {
/**
 * List filter name of the referenced type → value.
 */
filters: {
[k: string]: unknown
}
/**
 * List filter name of the referenced type → the field of this type whose value it takes.
 */
sameAs?: {
[k: string]: string
}
}
/**
 * Non-blocking warnings: the dialog shows `message` under the field while `when` holds over the form (and, in an edit, the records as they would be). Nothing is refused.
 */
warnWhen?: {
when: Condition
/**
 * The warning shown under the field.
 */
message: string
}[]
/**
 * While `when` holds for the record as it would be, the field holds `value`: the dialog shows that value, disabled, with `message` under it; the server refuses another value given for it with `message`, and writes `value` when the write leaves the field out (a create's default, an update changing what `when` reads). A camera's H.265 capture is off unless its model supports H.265: {"!": {"var": "cameraModel.supportsH265"}}.
 */
fixedWhen?: {
when: Condition
/**
 * The value the field holds while `when` does.
 */
value: (string | number | boolean | null)
/**
 * Shown under the disabled input, and the server's answer to another value.
 */
message: string
}
defaultFrom?: Condition2
/**
 * Other fields of the same record whose change empties this one (an ad asset's upload when its asset type changes or is cleared): in a dialog as the user changes them, on the server when an update changes them and leaves this field out.
 * 
 * @minItems 1
 */
clearedBy?: [string, ...(string)[]]
/**
 * Of a file or image field: the accepted types while a condition over the record as it would be holds (the first that holds; `accept` otherwise). The file picker offers them and the server refuses an upload of another type.
 * 
 * @minItems 1
 */
acceptWhen?: [{
when: Condition
/**
 * The MIME types accepted while `when` holds ('image/png,image/jpeg').
 */
accept: string
}, ...({
when: Condition
/**
 * The MIME types accepted while `when` holds ('image/png,image/jpeg').
 */
accept: string
})[]]
/**
 * Of a string field: the file or image field whose upload names it while it is empty, by the file name without its extension (an ad asset's name). The dialog fills it when a file is chosen; the server fills it when a write uploads a file and leaves it empty.
 */
defaultFromFileName?: string
/**
 * The field cannot change on a record for which `when` holds (JSON Logic over the record); the server refuses with `message`.
 */
lockedWhen?: {
when: Condition
/**
 * The server's answer to a change while `when` holds.
 */
message: string
}
/**
 * Smallest accepted number (integer, decimal, duration_seconds).
 */
min?: number
/**
 * Largest accepted number (integer, decimal, duration_seconds).
 */
max?: number
/**
 * The number input's step (0.5 for halves).
 */
step?: number
/**
 * Shortest accepted text, in characters.
 */
minLength?: number
/**
 * Longest accepted text, in characters (for json: of its serialized form). Defaults by field type: 255 for string, 10,000 for text, 100,000 for json.
 */
maxLength?: number
/**
 * Most entries of a strings or references field. Default 200.
 */
maxItems?: number
/**
 * Largest accepted file or image, in bytes. Default 2 MiB.
 */
maxSize?: number
/**
 * Regular expression the value must match.
 */
pattern?: string
/**
 * What the server answers (and the dialog shows) when the value does not match `pattern`.
 */
patternMessage?: string
/**
 * Allowed values of an enum field.
 * 
 * @minItems 1
 * 
 * Items: An option: its stored value as a string, or { value, label } when the label is not the value in words.
 */
options?: [(string | {
value: string
label?: string
}), ...((string | {
value: string
label?: string
}))[]]
/**
 * Server query that lists the allowed values (e.g. timeZones).
 */
optionsQuery?: string
/**
 * A string field holding a state of the country in the named field (an enum over the countries source): its input offers that country's states (ISO 3166-2 names) and the server takes no other.
 */
subdivisionOf?: string
/**
 * A string field whose input suggests the values already stored in it (camera model manufacturers), still taking new ones.
 */
suggest?: boolean
/**
 * A string field that is part of an address: the root query answering the address with {slug} where the value goes; the input shows the address under the box (a public league page's slug).
 */
urlTemplate?: "publicLeaguePageUrlTemplate"
/**
 * Fixed values a string field's input suggests (a venue server's usual commands), still taking any other.
 */
suggestions?: string[]
/**
 * Target type of a reference or references field.
 */
typename?: string
/**
 * Of a reference field: what removing the referenced record does to this row: restrict (the default: refused while rows point at it), cascade (this row goes too) or set null (the field is emptied).
 */
onDelete?: ("cascade" | "restrict" | "set null")
/**
 * A reference field whose picker lists only the records the referenced type's list filter `filter` keeps for the value of this form's field `field` (a game's teams: Team's filter 'league' with the form's league); the picker is disabled until that field has a value.
 */
pickerFilter?: {
/**
 * The name of a list filter of the referenced type.
 */
filter: string
/**
 * The field (or operation argument) of the same form whose value the filter takes.
 */
field: string
}
/**
 * A reference field whose picker offers to create a record of its type in place (Create Person), with that type's own create dialog; the new record is then picked.
 */
offerCreate?: boolean
/**
 * Accepted MIME types of a file or image field.
 */
accept?: string
/**
 * Of a rectangle field: the canvas the rectangle is drawn on, in pixels (1280 × 720 unless given).
 */
canvas?: {
/**
 * Canvas width in pixels.
 */
width?: number
/**
 * Canvas height in pixels.
 */
height?: number
/**
 * Draw the rectangle as the ellipse it bounds (a round court logo).
 */
round?: boolean
}
/**
 * A declared input that edits this field together with others. `videoRange`: this duration field is the start and `stop` the end of a stretch of a video, edited with a two-thumb slider over the video that `video` leads to (a reference field, then the referenced type's association to Video: 'game.video'). The thumbs keep `minGap` seconds between them and span at most `maxSpan` (which must agree with the type's checks); the server refuses a stop beyond the video's duration.
 */
input?: {
kind: "videoRange"
/**
 * The duration field holding the end of the range.
 */
stop: string
/**
 * reference.association: the Video whose stretch this is.
 */
video: string
/**
 * Least seconds between start and stop (default 0).
 */
minGap?: number
/**
 * Most seconds from start to stop (default: no limit).
 */
maxSpan?: number
}
/**
 * Name of a hand-written input or display component.
 */
component?: string
/**
 * Database column; defaults to snake_case (plus _id for references).
 */
column?: string
}
/**
 * The kind of value: string (one line, 255 characters), text (several lines), integer, decimal, boolean, enum (one of options or of an optionsQuery), date, datetime, time (HH:mm), duration_seconds (shown as HH:mm:ss), json, strings (a list of texts), email, url, phone, ip, mac, password (stored hashed, never returned), file and image (uploads), reference (one record of typename), references (several), rectangle (x, y, width, height on a canvas).
 */
export type FieldType = ("string" | "text" | "integer" | "decimal" | "boolean" | "enum" | "date" | "datetime" | "time" | "duration_seconds" | "json" | "strings" | "email" | "url" | "phone" | "ip" | "mac" | "password" | "file" | "image" | "reference" | "references" | "rectangle")
/**
 * A JSON Logic expression (jsonlogic.com). {"var": "field"} reads a field of the record (or of the form values), {"var": "cameraModel.supportsH265"} a field of the record a reference field names (one step); in availability rules {"var": "selection"} is the list of selected records and {"var": "user.isAdmin"} the current user.
 */
export type Condition = JsonLogic
/**
 * A JSON Logic expression (jsonlogic.com). {"var": "field"} reads a field of the record (or of the form values), {"var": "cameraModel.supportsH265"} a field of the record a reference field names (one step); in availability rules {"var": "selection"} is the list of selected records and {"var": "user.isAdmin"} the current user.
 */
export type Condition1 = JsonLogic
/**
 * A JSON Logic expression (jsonlogic.com). {"var": "field"} reads a field of the record (or of the form values), {"var": "cameraModel.supportsH265"} a field of the record a reference field names (one step); in availability rules {"var": "selection"} is the list of selected records and {"var": "user.isAdmin"} the current user.
 */
export type Condition2 = JsonLogic
/**
 * Reference fields to follow from this record to the owning record; ["id"] when the record is the owner itself.
 * 
 * @minItems 1
 */
export type OwnershipPath = [string, ...(string)[]]
/**
 * A JSON Logic expression (jsonlogic.com). {"var": "field"} reads a field of the record (or of the form values), {"var": "cameraModel.supportsH265"} a field of the record a reference field names (one step); in availability rules {"var": "selection"} is the list of selected records and {"var": "user.isAdmin"} the current user.
 */
export type Condition3 = JsonLogic
/**
 * Rows of another type that belong to this record (a league's teams), shown on a tab and readable through the API.
 */
export type Association = (Association1 & {
/**
 * The other type.
 */
typename: string
/**
 * Where the rows are anchored when it is not this record: a dotted path from this record through its reference fields and its associations ('league': the league this record names; 'people.teamMemberships.team': the teams of this user's people). Without via, the rows are the records the path reaches; with via, the rows whose via leads to one of them.
 */
from?: string
/**
 * How the other type's rows point here: a reference (or references) field ('league'); a dotted path through references ending at this type ('court.venue': games whose court is at this venue); or several of these, any of which points here (['homeTeam', 'awayTeam']).
 */
via?: (ReferencePath | [ReferencePath, ReferencePath, ...(ReferencePath)[]])
/**
 * table (the default) or grid (cards).
 */
view?: ("table" | "grid")
})
export type Association1 = {
[k: string]: unknown
}
/**
 * Reference fields joined by dots ('court.venue').
 */
export type ReferencePath = string
/**
 * A tab of the record page: an association's rows or a hand-written component, shown only while visibleWhen (JSON Logic over the record) holds.
 */
export type Tab = ({
/**
 * The tab's key in the URL (snake_case).
 */
name: string
/**
 * What the tab says.
 */
label: string
/**
 * The association whose rows the tab lists (see associations).
 */
association?: string
/**
 * Name of a hand-written tab component.
 */
component?: string
/**
 * Names of the record's own actions shown on this tab instead of its toolbar (Add League Team on a league's Teams tab); such a tab shows even while empty.
 */
actions?: string[]
/**
 * Shown before Details and opened when the URL names no tab (an organisation's Dashboard).
 */
first?: boolean
visibleWhen?: Condition
} & Tab1)
export type Tab1 = {
[k: string]: unknown
}
/**
 * A role of the console: platformAdmin (a platform admin, every row), orgAdmin (the admins of an organisation), venueAdmin (of a venue), apiPartnerAdmin (of an API partner), scorekeeper (a scorekeeper user of an organisation).
 */
export type Role = ("platformAdmin" | "orgAdmin" | "venueAdmin" | "apiPartnerAdmin" | "scorekeeper")
/**
 * A JSON Logic expression (jsonlogic.com). {"var": "field"} reads a field of the record (or of the form values), {"var": "cameraModel.supportsH265"} a field of the record a reference field names (one step); in availability rules {"var": "selection"} is the list of selected records and {"var": "user.isAdmin"} the current user.
 */
export type Condition4 = JsonLogic
/**
 * Grants: read, create, update (the generated update and custom operations granted update), remove. Each but read needs an operation that uses it.
 */
export type Grants = ("read" | "create" | "update" | "remove")[]
/**
 * A JSON Logic expression (jsonlogic.com). {"var": "field"} reads a field of the record (or of the form values), {"var": "cameraModel.supportsH265"} a field of the record a reference field names (one step); in availability rules {"var": "selection"} is the list of selected records and {"var": "user.isAdmin"} the current user.
 */
export type Condition5 = JsonLogic

/**
 * One record type of the console: storage, fields, display, ownership, list, tabs, actions and permissions. One file per type in metadata/.
 */
export interface RecordTypeMetadata {
/**
 * Path of this JSON Schema ('../schema/metadata.schema.json'), so editors complete and check the file.
 */
$schema?: string
/**
 * GraphQL type name, PascalCase.
 */
typename: string
/**
 * Route segment under /readmin; omitted for types reached only through a parent.
 */
route?: string
/**
 * camelCase plural used in operation names (defaults to the camelCased route).
 */
plural?: string
/**
 * What the console calls one record and several ('Trophy', 'Trophies'): page titles, the Add button, the sidebar link.
 */
label: {
/**
 * One record ('Court'); also the 'Add …' button's noun.
 */
singular: string
/**
 * Several records ('Courts'); the list page's title and, unless sidebar.label says otherwise, the sidebar link.
 */
plural: string
}
/**
 * What the type is, for the people reading the metadata and the GraphQL schema's description of the type.
 */
description?: string
storage?: Storage
/**
 * Fields by camelCase name. 'id' is implicit.
 */
fields: {
[k: string]: Field
}
display?: Display
ownership?: Ownership
list?: List
/**
 * Fields, or combinations of fields, that may exist once only (a user is admin of an organisation once; a live stream has one live scorer), each with the message a duplicate gets.
 */
uniqueTogether?: {
/**
 * Fields whose values together may appear on one row only (a unique index, and the server's check before a write).
 * 
 * @minItems 1
 */
fields: [string, ...(string)[]]
/**
 * What the server answers, on the first field, when a write would repeat them.
 */
message: string
}[]
/**
 * Rules across fields that every write must keep (Django's Model.clean): a JSON Logic condition over the record as it would be after the write, the field the problem is reported on, and the message. A check is skipped while a value it reads is empty (required rules report that).
 */
checks?: {
rule: Condition
/**
 * The field the refusal is reported on (where the dialog shows the message).
 */
field: string
/**
 * What the server answers (and the dialog shows under `field`) when the rule is false.
 */
message: string
}[]
/**
 * Named lists of other records that point at this one.
 */
associations?: {
[k: string]: Association
}
/**
 * Tabs of the record page besides Details: an association's rows or a hand-written component.
 */
tabs?: Tab[]
operations?: Operations
/**
 * Buttons of the console that run an operation: Add, Edit, Remove and domain actions, with their dialog's fields, roles and confirmation. The usual Add, Edit and Remove need not be declared: see defaultActions.
 */
actions?: Action[]
/**
 * Whether the type gets the usual console actions for its generated operations without declaring them (src/metadata/defaultActions.ts): 'Edit' for operations.update (every writable field not lockedOnEdit; a batch edit when the operation is batch) and 'Remove' ('Delete' for the verb Delete) for operations.remove, with a confirmation, unless a declared action of that kind (or of the same name) replaces it; and, for a type that declares no actions, 'Add <singular>' on the list for operations.create (every writable field, opening the new record; a type that declares actions but no create action gets the same plain Add from the console). Each is offered to the roles whose permissions hold its grant. false: only the declared actions.
 */
defaultActions?: boolean
permissions?: Permissions
sidebar?: Sidebar
}
/**
 * Where the rows live: the table (default: the route, else the snake_cased plural) and its timestamps.
 */
export interface Storage {
/**
 * Defaults to the route, else the snake_cased plural.
 */
table?: string
/**
 * The primary key column; only 'id' (an integer identity) is supported.
 */
key?: "id"
/**
 * created_at and updated_at columns.
 */
timestamps?: boolean
}
/**
 * How a record is named and shown: its name (in lists, pickers, titles), logo, thumbnail, video, labels and summary.
 */
export interface Display {
/**
 * A field name, or a template with {field} placeholders. A name that is one field names the field that identifies each record: like a unique field, a batch edit does not offer it and the server refuses it in a batch update of several records (a template names no single identifying field).
 */
name?: string
/**
 * Field holding the logo image.
 */
logo?: string
/**
 * Image (or url) field shown as the record's picture (readminThumbnailUrl); a type with one may show its list as a grid of cards.
 */
thumbnail?: string
/**
 * File (or url) field holding the record's video (readminVideoUrl).
 */
video?: string
/**
 * Coloured labels shown while their conditions hold.
 */
labels?: LabelRule[]
/**
 * Fields listed as summary attribute entries.
 */
summary?: string[]
/**
 * false: the record page has no Details tab and opens on its first tab (a usage report entry is its Teams).
 */
detailsTab?: boolean
/**
 * A field shown under the record's name in pickers when options share a name, so that they can be told apart: a person's email. A text field (its value, masked as its reader reads it) or a reference field (the referenced record's name); not admin-only or computed.
 */
optionDetail?: string
}
/**
 * A coloured label on the record, in its list row and its page header, while `when` (JSON Logic over the record) holds ('Suspicious game').
 */
export interface LabelRule {
/**
 * The label's text.
 */
content: string
/**
 * Shown after the content ('Suspicious game details: …'); {field} placeholders take the record's values, and a label whose placeholders are all empty shows no detail.
 */
detail?: string
/**
 * Shown when the pointer rests on the label.
 */
description?: string
/**
 * Its colour: warning, success, error or info.
 */
type: ("warning" | "success" | "error" | "info")
when: Condition
}
/**
 * Which organisation, venue or API partner a row belongs to, as a path of reference fields to the owner: ["org"] for a reference field named org, ["court", "org"] through a court, ["id"] on the owning type itself. It scopes the reach of the organisation's admins and scorekeepers (org), the venue's admins (venue) and the API partner's admins (apiPartner): a permission of one of those roles needs its path.
 */
export interface Ownership {
org?: OwnershipPath
venue?: OwnershipPath
apiPartner?: OwnershipPath
/**
 * Also routed under /readmin/orgs/:orgId.
 */
orgRoute?: boolean
/**
 * Also routed under /readmin/api_partners/:apiPartnerId.
 */
apiPartnerRoute?: boolean
}
/**
 * The list page: columns, search, filters, scopes, orders and date range. Default: the first four fields as columns, no search or filters.
 */
export interface List {
/**
 * Where the list page is, when not at the type's route: another path segment ('usage_report' for usage report entries), or false for a type whose records have detail pages only, reached from their parent's tabs.
 */
route?: (false | string)
/**
 * table (rows and columns, the default) or grid (cards with the display's thumbnail).
 */
view?: ("table" | "grid")
/**
 * Fields shown as columns.
 */
columns?: string[]
/**
 * Text fields the search box matches; search is enabled when non-empty.
 */
search?: string[]
/**
 * The filter bar's filters.
 */
filters?: Filter[]
/**
 * Mutually exclusive scope buttons.
 */
scopes?: FilterOption[]
/**
 * Sort orders the list offers.
 */
orderOptions?: OrderOption[]
/**
 * A date range control over one date or datetime field.
 */
dateRange?: {
/**
 * The date or datetime field (or createdAt) the range is applied to.
 */
field: string
/**
 * Offer future presets and moving into the future (schedules).
 */
future?: boolean
/**
 * The preset the list opens with: 'thisWeek', 'monday', 'month:2026-11', 'year:2026'; none: no range.
 */
default?: string
}
}
/**
 * A filter of the list's filter bar: on a field's values, or a choice of declared options.
 */
export interface Filter {
/**
 * The filter's key in the URL and the API's filtersHash.
 */
name: string
/**
 * What the filter bar calls it. Defaults to the name in words.
 */
label?: string
/**
 * Filter on this field's value (enum, boolean, reference); options are derived when absent.
 */
field?: string
/**
 * The filter takes a record of this same type and keeps the records whose `field` has that record's value (people of the same organisation as a person: a picker's pickerFilter of a person picked in the form).
 */
sameAs?: boolean
/**
 * Declared choices, each with its condition (where) or value; derived from the field when absent (an enum's options, Yes/No, the referenced records).
 */
options?: FilterOption[]
/**
 * The filter always holds a value (no 'Any'): the default value or the first option.
 */
required?: boolean
/**
 * The value the list opens with.
 */
defaultValue?: string
}
/**
 * One choice of a filter or one scope button: a label and the condition on the rows it keeps.
 */
export interface FilterOption {
/**
 * What the choice says.
 */
label: string
/**
 * The choice's value in the URL and the API's filtersHash.
 */
value: string
where?: Condition3
}
/**
 * A sort order the list offers.
 */
export interface OrderOption {
/**
 * The order's key in the URL and the API.
 */
name: string
/**
 * What the order menu says. Defaults to the name in words.
 */
label?: string
/**
 * The fields sorted on, in turn (ties end on id).
 * 
 * @minItems 1
 */
by: [{
/**
 * A stored field of the type.
 */
field: string
/**
 * asc (the default) or desc.
 */
direction?: ("asc" | "desc")
}, ...({
/**
 * A stored field of the type.
 */
field: string
/**
 * asc (the default) or desc.
 */
direction?: ("asc" | "desc")
})[]]
/**
 * Reference filters (by name) this order is often read within, e.g. a league's newest games: the generator writes an index on their columns followed by the order's, and a page filtered by exactly these (a scope and a date range on the order's first field allowed) is planned once by PostgreSQL instead of on every request.
 * 
 * @minItems 1
 */
indexedWith?: [string, ...(string)[]]
}
/**
 * The generated mutations the type offers, named as src/metadata/naming.ts says (add{Type}, {plural}Update, {plural}Remove), each with its default console action (see defaultActions), and the type's declared domain operations (custom).
 */
export interface Operations {
/**
 * true: the generated add{Type} mutation (and the default Add action).
 */
create?: (boolean | Operation)
/**
 * true or options: the generated update mutation ({singular}Update; {plural}Update when batch) and the default Edit action.
 */
update?: (boolean | Operation)
/**
 * true or options: the generated remove mutation ({singular}Remove; {plural}Remove when batch) and the default Remove action.
 */
remove?: (boolean | Operation)
/**
 * Domain actions of this type, by their API name (e.g. gamesEnablePotw). Each runs through the one operation executor: grant, ownership, availability, argument checks, one transaction, audit, after-commit effects.
 */
custom?: {
[k: string]: CustomOperation
}
}
/**
 * A generated mutation's options: batch, the verb and an explicit name.
 */
export interface Operation {
/**
 * Acts on a list of ids (named from the plural).
 */
batch?: boolean
/**
 * The verb of the generated name ({plural}Update, {plural}Remove, {plural}Delete); also the default remove action's label.
 */
verb?: ("Update" | "Remove" | "Delete")
/**
 * Explicit operation name, when it follows no rule.
 */
name?: string
}
/**
 * Exactly one of set (a declarative effect) and handler (a module) says what it does.
 */
export interface CustomOperation {
/**
 * What it does, for the GraphQL schema's description of the mutation.
 */
description?: string
/**
 * What it acts on: one record (argument 'id' unless named), a batch of records ('ids' unless named), or nothing (a service operation).
 */
target: ("one" | "batch" | "none")
/**
 * Name of the id argument, e.g. gameIds or gameId.
 */
ids?: string
/**
 * The permission on this type a role needs to run it; target rows are loaded among those that grant lets the caller reach (see 'ownership').
 */
grant?: ("read" | "create" | "update" | "remove")
/**
 * The roles that may run it (each must hold the grant). Default: every role holding the grant.
 * 
 * @minItems 1
 */
roles?: [Role, ...(Role)[]]
/**
 * A named update of these fields of the target records (e.g. the scorekeeper settings): its arguments are the fields themselves, checked and written exactly as the generated update does (required, requiredWhen, visibleWhen, lockedWhen, references); a field left out keeps each record's value. One of set, handler and update.
 * 
 * @minItems 1
 */
update?: [string, ...(string)[]]
/**
 * The operation's own arguments, in the field vocabulary (types, required, bounds, options), checked like record fields.
 */
arguments?: {
[k: string]: Field
}
/**
 * When it may run: `when` (JSON Logic over {selection, user}) must hold, else the server refuses with `message`; the console offers its actions only while it holds.
 */
availability?: {
when: Condition4
/**
 * The refusal when the rule does not hold.
 */
message: string
}
/**
 * A declarative effect: fields of each target record set to a constant or to an argument ({"argument": "homeScore"}).
 */
set?: {
[k: string]: string | number | boolean | null | {
argument: string
}
}
/**
 * Name of the handler module (src/server/operations/handlers/<name>.ts) when the effect is not declarative.
 */
handler?: string
/**
 * What it answers: none (success), records (the target records), url, file, image or value.
 */
returns: {
/**
 * none, records, url, file (base64 with mime), image (base64) or value.
 */
kind: ("none" | "records" | "url" | "file" | "image" | "value")
/**
 * MIME type of a file or image.
 */
mime?: string
/**
 * Name of the result field in the API answer (e.g. scoresheetPdfBase64, passphrase); defaults by kind. The console shows a value under 'message' as a notification.
 */
field?: string
/**
 * The notification after the console copies a value to the clipboard (default 'Copied to clipboard').
 */
copiedMessage?: string
/**
 * For kind value: the label of the box that shows it (default: the field's name in words).
 */
label?: string
/**
 * For kind value: a sentence shown under it, e.g. that a secret is shown this once.
 */
note?: string
/**
 * For kind url: what the console says when the answer holds no URL (Download Video: 'There is no video to download.').
 */
emptyMessage?: string
/**
 * For kind url: the console downloads (opens) the URL instead of copying it to the clipboard.
 */
open?: boolean
/**
 * For kind image or file: further String fields of the answer, from the handler's FileResult.extra (previewFilterChain's ffmpegFilterChain).
 */
extraFields?: string[]
/**
 * For kind file: the answer's field holds the file's text as it is (an SSH config), not base64.
 */
text?: boolean
}
}
/**
 * A console button that runs an operation, with its dialog; offered only while availability (JSON Logic over {selection, user}) holds, and the server refuses the same.
 */
export interface Action {
/**
 * Unique within the type; the viewer's action roles (currentUser.access) and tabs name actions by it.
 */
name: string
/**
 * The button's text (and the dialog's title).
 */
label: string
/**
 * create/update/remove use the generated operations; custom names its mutation.
 */
kind: ("create" | "update" | "remove" | "custom")
/**
 * The declared operation a custom action runs: one of this type's, or an operation without a target declared by another type.
 */
mutation?: string
/**
 * The dialog's fields, in order (default: every field of the record, or the operation's arguments).
 */
fields?: string[]
/**
 * Runs on the records selected in the list (the bulk bar) as well as on one record.
 */
batch?: boolean
/**
 * Where the button is: list (the list page), record (the record page) or both.
 */
placement?: ("list" | "record" | "both")
availability?: Condition
/**
 * Ask before running: a message to confirm, or a word to type.
 */
confirm?: {
/**
 * The question of the confirmation dialog.
 */
message?: string
/**
 * A word the user must type to confirm ('DELETE').
 */
typeToConfirm?: string
}
/**
 * The roles offered the button (each needs the action's grant in permissions). Default: platformAdmin; a custom action's default is its operation's roles, a default action's every role holding its grant.
 */
roles?: Role[]
/**
 * After success: close the dialog, download the answer's file, show its image, or navigate to the record.
 */
result?: ("close" | "download" | "image" | "navigate")
/**
 * Name of a hand-written dialog component (src/metadata/customComponents.ts).
 */
component?: string
/**
 * A read query the dialog runs as the user fills the form (300 ms after the last change) and shows as a panel above the submit button (Add Game Manually: 'Recordings available' with the recordings, or 'Recordings not available').
 */
probe?: {
/**
 * The probe (src/metadata/probes.ts): its query, its arguments and its panel's words.
 */
query: "recordingsAny"
/**
 * The probe's arguments, each taken from the value of a field of the dialog (probe argument → field name).
 */
arguments: {
[k: string]: string
}
/**
 * Keep the submit button disabled until the probe finds something (the server still refuses on its own).
 */
submitWhenFound?: boolean
}
/**
 * Values the dialog starts with, by field: JSON Logic over the target record ({"var": "scheduledAt"}; {"addSeconds": [{"var": "scheduledAt"}, {"var": "durationSeconds"}]} for a date and time that many seconds later). A field named like one of the record's fields starts with the record's value without one.
 */
prefill?: {
[k: string]: Condition
}
/**
 * The dialog's submit button (default: the label for custom actions); a dialog that shows a result offers it again as '<submitLabel> again'.
 */
submitLabel?: string
}
/**
 * What each role may do (read, create, update, remove). A platform admin acts on every row; an organisation's admins and scorekeepers on the rows ownership.org gives their organisations; a venue's admins on those ownership.venue gives their venues; an API partner's admins on those ownership.apiPartner gives their partners. A role left out gets nothing.
 */
export interface Permissions {
platformAdmin?: Grants
orgAdmin?: Grants
venueAdmin?: Grants
apiPartnerAdmin?: Grants
scorekeeper?: Grants
}
/**
 * Where the console's sidebar links the type's list (spec 000 §2.12): a platform admin's group (platformGroup) and an organisation's group (orgGroupOrder), which an organisation's admins (and a platform admin inside an organisation) see. Default: the platform group 'Others', not in the organisation's group.
 */
export interface Sidebar {
/**
 * The platform admin's sidebar group that links the list: 'Organisation Management', 'Venue Management', 'Integration' or 'Others' (the default); 'none' links it in no platform group (reached inside an organisation, from an API partner's block, or from its parent's tabs). Within a group the spec's order comes first (src/console/sidebar/platformGroups.ts), then new types by label.
 */
platformGroup?: ("Organisation Management" | "Venue Management" | "Integration" | "Others" | "none")
/**
 * Position of the list's link in an organisation's group, sorted by number (then label); leave it out and the type is not in that group. Taken so far: Competitions 10, Leagues 20, Teams 30, Team Registrations 40, People 50, Games 60, Game Schedules 65, Live Streams 70, Events 80, Incidents 90, Referee Access 92, Game Submissions 95, Videos 110, Deliveries 115, Plays of the Week 120–140, Ad Assets 150, Ad Presets 160, Public League Pages 170, Organisation Admins 200, Scorekeeper Users 210, Notes 220, Venues 300, Courts 310, Recordings and Usage Report 320. The type needs ownership.org (and usually ownership.orgRoute) for the link to list the organisation's rows.
 */
orgGroupOrder?: number
/**
 * The link's text. Defaults to label.plural.
 */
label?: string
visibleWhen?: Condition5
/**
 * In the per-organisation group, one link per record of the organisation (e.g. each venue) instead of a list link.
 */
orgGroupEach?: boolean
}
