/* Generated from schema/metadata.schema.json by npm run generate. Do not edit. */
import type { JsonLogic } from '../shared/jsonLogic.ts';

export type Field = {
type: FieldType
/**
 * Defaults to the field name in words.
 */
label?: string
help?: string
required?: boolean
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
message: string
}[]
/**
 * While `when` holds for the record as it would be, the field holds `value`: the dialog shows that value, disabled, with `message` under it; the server refuses another value given for it with `message`, and writes `value` when the write leaves the field out (a create's default, an update changing what `when` reads). A camera's H.265 capture is off unless its model supports H.265: {"!": {"var": "cameraModel.supportsH265"}}.
 */
fixedWhen?: {
when: Condition
value: (string | number | boolean | null)
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
accept: string
}, ...({
when: Condition
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
message: string
}
min?: number
max?: number
step?: number
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
patternMessage?: string
/**
 * Allowed values of an enum field.
 * 
 * @minItems 1
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
canvas?: {
width?: number
height?: number
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
export type Association = (Association1 & {
typename: string
/**
 * Where the rows are anchored when it is not this record: a dotted path from this record through its reference fields and its associations ('league': the league this record names; 'people.teamMemberships.team': the teams of this user's people). Without via, the rows are the records the path reaches; with via, the rows whose via leads to one of them.
 */
from?: string
/**
 * How the other type's rows point here: a reference (or references) field ('league'); a dotted path through references ending at this type ('court.venue': games whose court is at this venue); or several of these, any of which points here (['homeTeam', 'awayTeam']).
 */
via?: (ReferencePath | [ReferencePath, ReferencePath, ...(ReferencePath)[]])
view?: ("table" | "grid")
})
export type Association1 = {
[k: string]: unknown
}
export type ReferencePath = string
export type Tab = ({
name: string
label: string
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
export type Role = ("platformAdmin" | "orgAdmin" | "venueAdmin" | "apiPartnerAdmin" | "scorekeeper")
/**
 * A JSON Logic expression (jsonlogic.com). {"var": "field"} reads a field of the record (or of the form values), {"var": "cameraModel.supportsH265"} a field of the record a reference field names (one step); in availability rules {"var": "selection"} is the list of selected records and {"var": "user.isAdmin"} the current user.
 */
export type Condition4 = JsonLogic
export type Grants = ("read" | "create" | "update" | "remove")[]
/**
 * A JSON Logic expression (jsonlogic.com). {"var": "field"} reads a field of the record (or of the form values), {"var": "cameraModel.supportsH265"} a field of the record a reference field names (one step); in availability rules {"var": "selection"} is the list of selected records and {"var": "user.isAdmin"} the current user.
 */
export type Condition5 = JsonLogic

/**
 * One record type of the console: storage, fields, display, ownership, list, tabs, actions and permissions. One file per type in metadata/.
 */
export interface RecordTypeMetadata {
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
label: {
singular: string
plural: string
}
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
 * @minItems 1
 */
fields: [string, ...(string)[]]
message: string
}[]
/**
 * Rules across fields that every write must keep (Django's Model.clean): a JSON Logic condition over the record as it would be after the write, the field the problem is reported on, and the message. A check is skipped while a value it reads is empty (required rules report that).
 */
checks?: {
rule: Condition
field: string
message: string
}[]
/**
 * Named lists of other records that point at this one.
 */
associations?: {
[k: string]: Association
}
tabs?: Tab[]
operations?: Operations
actions?: Action[]
permissions?: Permissions
sidebar?: Sidebar
}
export interface Storage {
/**
 * Defaults to the route, else the snake_cased plural.
 */
table?: string
key?: "id"
/**
 * created_at and updated_at columns.
 */
timestamps?: boolean
}
export interface Display {
/**
 * A field name, or a template with {field} placeholders.
 */
name?: string
/**
 * Field holding the logo image.
 */
logo?: string
thumbnail?: string
video?: string
labels?: LabelRule[]
/**
 * Fields listed as summary attribute entries.
 */
summary?: string[]
/**
 * false: the record page has no Details tab and opens on its first tab (a usage report entry is its Teams).
 */
detailsTab?: boolean
}
export interface LabelRule {
content: string
/**
 * Shown after the content ('Suspicious game details: …'); {field} placeholders take the record's values, and a label whose placeholders are all empty shows no detail.
 */
detail?: string
description?: string
type: ("warning" | "success" | "error" | "info")
when: Condition
}
/**
 * How a row belongs to an organisation, a venue or an API partner.
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
export interface List {
/**
 * Where the list page is, when not at the type's route: another path segment ('usage_report' for usage report entries), or false for a type whose records have detail pages only, reached from their parent's tabs.
 */
route?: (false | string)
view?: ("table" | "grid")
/**
 * Fields shown as columns.
 */
columns?: string[]
/**
 * Text fields the search box matches; search is enabled when non-empty.
 */
search?: string[]
filters?: Filter[]
/**
 * Mutually exclusive scope buttons.
 */
scopes?: FilterOption[]
orderOptions?: OrderOption[]
dateRange?: {
field: string
future?: boolean
default?: string
}
}
export interface Filter {
name: string
label?: string
/**
 * Filter on this field's value (enum, boolean, reference); options are derived when absent.
 */
field?: string
/**
 * The filter takes a record of this same type and keeps the records whose `field` has that record's value (people of the same organisation as a person: a picker's pickerFilter of a person picked in the form).
 */
sameAs?: boolean
options?: FilterOption[]
required?: boolean
defaultValue?: string
}
export interface FilterOption {
label: string
value: string
where?: Condition3
}
export interface OrderOption {
name: string
label?: string
/**
 * @minItems 1
 */
by: [{
field: string
direction?: ("asc" | "desc")
}, ...({
field: string
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
 * Generated mutations. Names follow src/shared/naming.ts: add{Type}, {plural}Update, {plural}Remove.
 */
export interface Operations {
create?: (boolean | Operation)
update?: (boolean | Operation)
remove?: (boolean | Operation)
/**
 * Domain actions of this type, by their API name (e.g. gamesEnablePotw). Each runs through the one operation executor: grant, ownership, availability, argument checks, one transaction, audit, after-commit effects.
 */
custom?: {
[k: string]: CustomOperation
}
}
export interface Operation {
/**
 * Acts on a list of ids (named from the plural).
 */
batch?: boolean
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
returns: {
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
export interface Action {
name: string
label: string
/**
 * create/update/remove use the generated operations; custom names its mutation.
 */
kind: ("create" | "update" | "remove" | "custom")
/**
 * The declared operation a custom action runs: one of this type's, or an operation without a target declared by another type.
 */
mutation?: string
fields?: string[]
batch?: boolean
placement?: ("list" | "record" | "both")
availability?: Condition
confirm?: {
message?: string
typeToConfirm?: string
}
roles?: Role[]
result?: ("close" | "download" | "image" | "navigate")
component?: string
/**
 * A read query the dialog runs as the user fills the form (300 ms after the last change) and shows as a panel above the submit button (Add Game Manually: 'Recordings available' with the recordings, or 'Recordings not available').
 */
probe?: {
/**
 * The probe (src/shared/probes.ts): its query, its arguments and its panel's words.
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
 * What each role may do. Non-platform roles act only on rows owned by the organisations, venues or API partners they administer (see 'ownership').
 */
export interface Permissions {
platformAdmin?: Grants
orgAdmin?: Grants
venueAdmin?: Grants
apiPartnerAdmin?: Grants
scorekeeper?: Grants
}
export interface Sidebar {
platformGroup?: ("Organisation Management" | "Venue Management" | "Integration" | "Others" | "none")
/**
 * Position in the per-organisation group; omitted = not there.
 */
orgGroupOrder?: number
label?: string
visibleWhen?: Condition5
/**
 * In the per-organisation group, one link per record of the organisation (e.g. each venue) instead of a list link.
 */
orgGroupEach?: boolean
}
