import Foundation
import DomovCore

private typealias ItemField = PlannerItemForm.Field

/// The short confirmation after Done, Renew or Delete, with Undo where the action can be
/// undone (a delete, for `RecentlyDeleted.keptFor`). It rides on the redirect's query (`did=…`),
/// so it works without JavaScript: the page the action returns to shows it once. The query names only what was done and to what; the
/// Undo button's address is built here from those typed values, never read from the query.
enum ActionNotice: Sendable, Equatable {
    /// A planner item (or one occurrence of a series) marked done; Undo reopens it.
    case plannerDone(ID<Household>, ID<PlannerItem>, occurrence: Date?)
    /// A planner item deleted. With the id of its series or single item when the whole object
    /// went, Undo writes it back (`RecentlyDeleted`); deleted occurrences are only said.
    case plannerDeleted(ID<Household>, ID<PlannerItem>?)
    /// A chore completed or renewed; Undo takes back that completion.
    case choreDone(ID<Household>, ID<Chore>)
    /// A chore deleted; Undo brings it back as it was (`RecentlyDeleted`).
    case choreDeleted(ID<Household>, ID<Chore>)
    /// A recipe deleted: said, not undoable.
    case recipeDeleted
    /// A room deleted with its chores: said, not undoable.
    case roomDeleted
    /// Undo of a delete found the name taken meanwhile: said, the page as it is.
    case undoRefused

    /// Every query parameter the notice uses starts with this, so a clean address drops them all.
    static let prefix = "did"

    var queryItems: [(String, String)] {
        switch self {
        case .plannerDone(let household, let item, let occurrence):
            [("did", "planner-done"), ("did_household", household.description), ("did_item", item.description)]
                + (occurrence.map { [("did_occurrence", PlannerURL.occurrenceToken($0))] } ?? [])
        case .plannerDeleted(let household, let item):
            [("did", "planner-deleted"), ("did_household", household.description)] + (item.map { [("did_item", $0.description)] } ?? [])
        case .choreDone(let household, let chore):
            [("did", "chore-done"), ("did_household", household.description), ("did_chore", chore.description)]
        case .choreDeleted(let household, let chore):
            [("did", "chore-deleted"), ("did_household", household.description), ("did_chore", chore.description)]
        case .recipeDeleted:
            [("did", "recipe-deleted")]
        case .roomDeleted:
            [("did", "room-deleted")]
        case .undoRefused:
            [("did", "undo-refused")]
        }
    }

    init?(query: FormFields) {
        switch query["did"] {
        case "planner-done":
            guard let household = ID<Household>(query["did_household"]), let item = ID<PlannerItem>(query["did_item"]) else { return nil }
            self = .plannerDone(
                household, item, occurrence: PlannerURL.occurrence(fromToken: query.has("did_occurrence") ? query["did_occurrence"] : nil))
        case "planner-deleted":
            guard let household = ID<Household>(query["did_household"]) else { return nil }
            guard query.has("did_item") else { self = .plannerDeleted(household, nil); return }
            guard let item = ID<PlannerItem>(query["did_item"]) else { return nil }
            self = .plannerDeleted(household, item)
        case "chore-done":
            guard let household = ID<Household>(query["did_household"]), let chore = ID<Chore>(query["did_chore"]) else { return nil }
            self = .choreDone(household, chore)
        case "chore-deleted":
            guard let household = ID<Household>(query["did_household"]), let chore = ID<Chore>(query["did_chore"]) else { return nil }
            self = .choreDeleted(household, chore)
        case "recipe-deleted":
            self = .recipeDeleted
        case "room-deleted":
            self = .roomDeleted
        case "undo-refused":
            self = .undoRefused
        default:
            return nil
        }
    }

    /// `path` (a same-site path, perhaps with a query of its own) with this notice added.
    func appended(to path: String) -> String {
        let (base, query) = Self.split(path)
        let own = queryItems.map { "\($0.0)=\(Self.encode($0.1))" }
        return base + "?" + ((query.map { [$0] } ?? []) + own).joined(separator: "&")
    }

    /// `path` without any notice's parameters: where Undo comes back to.
    static func removed(from path: String) -> String {
        let (base, query) = split(path)
        // Earlier notices' parameters go too: a notice is shown once.
        let kept = (query ?? "").split(separator: "&").filter { !$0.hasPrefix(prefix) }
        return kept.isEmpty ? base : base + "?" + kept.joined(separator: "&")
    }

    private static func split(_ path: String) -> (String, String?) {
        guard let mark = path.firstIndex(of: "?") else { return (path, nil) }
        let query = String(path[path.index(after: mark)...])
        return (String(path[..<mark]), query.isEmpty ? nil : query)
    }

    private static func encode(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(.init(charactersIn: "-_.~"))) ?? ""
    }
}

extension ActionNotice {
    /// The notice as the page shows it: a status line over the bottom bar, and Undo as a form
    /// that comes back to `returnPath` (this page without the notice).
    func render(_ t: Localizer, csrfField: HTML, returnPath: String) -> HTML {
        let (message, undo): (String, (SiteURL, HTML)?) =
            switch self {
            case .plannerDone(let household, let item, let occurrence):
                (
                    t(.actionMarkedDone),
                    (
                        .planner(.reopen(household, item)),
                        occurrence.map {
                            "<input type=\"hidden\" name=\"\(ItemField.occurrence)\" value=\"\(PlannerURL.occurrenceToken($0))\">"
                        } ?? ""
                    )
                )
            case .plannerDeleted(let household, let item):
                (t(.actionDeleted), item.map { (SiteURL.planner(.restore(household, $0)), "" as HTML) })
            case .recipeDeleted, .roomDeleted:
                (t(.actionDeleted), nil)
            case .choreDeleted(let household, let chore):
                (t(.actionDeleted), (.chores(.restore(household, chore)), ""))
            case .undoRefused:
                (t(.actionUndoRefused), nil)
            case .choreDone(let household, let chore):
                (t(.actionRecordedDone), (.chores(.undo(household, chore)), ""))
            }
        let undoForm: HTML =
            undo.map { action, fields in
                """
                <form id="action-undo-form" method="post" action="\(action)" data-in-place>
                \(csrfField)\(fields)<input type="hidden" name="\(ReturnField.next)" value="\(returnPath)">
                <button type="submit" class="button" id="action-undo">\(t(.undoAction))</button>
                </form>
                """
            } ?? ""
        return """
            <div class="action-notice" id="action-notice" role="status" tabindex="-1">
            <p>\(message)</p>
            \(undoForm)
            </div>
            """
    }
}
