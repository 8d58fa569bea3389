import Foundation

/// What one sync-collection answer (RFC 6578) reports of a household calendar's changes, and up
/// to which revision its token reaches.
///
/// A token names a revision of the household's change log (`CalendarSyncToken`). What changed
/// since it is every UID whose latest change came after it: an object still in the collection,
/// or one gone from it (deleted, or moved to another calendar); the first sync (no token,
/// revision 0) is every object in the collection, at the revision of its latest change. With
/// DAV:limit (§3.7) the oldest changes come first, and one revision's changes are reported
/// together, because a token cannot point inside a revision; so is an answer cut for its size.
public struct CalendarSyncPage<Object> {
    /// A UID to report: present with its object, or gone.
    public struct Member {
        public let uid: String
        /// The revision of its latest change; what orders a limited answer.
        public let revision: Int64
        /// Nil when it is gone from the collection.
        public let object: Object?

        public init(uid: String, revision: Int64, object: Object?) {
            self.uid = uid
            self.revision = revision
            self.object = object
        }
    }

    /// Oldest change first (by UID within a revision).
    public private(set) var members: [Member]
    /// The revision the answer's token names.
    public private(set) var reportedUpTo: Int64
    /// More changes wait: the answer says so (507 on the collection) and the app syncs again
    /// from its token.
    public private(set) var isTruncated: Bool

    /// The members to report since `since`. For a first sync (`since` 0), `changes` holds the
    /// latest revision of the collection's UIDs (a UID the log never saw is at 0) and `present`
    /// every object; otherwise `changes` holds the UIDs changed after `since`, and `present` the
    /// objects among them still in the collection.
    public static func members(since: Int64, changes: [String: Int64], present: [(uid: String, object: Object)]) -> [Member] {
        var members: [Member] = []
        if since == 0 {
            members = present.map { Member(uid: $0.uid, revision: changes[$0.uid] ?? 0, object: $0.object) }
        } else {
            var objects: [String: Object] = [:]
            for entry in present where objects[entry.uid] == nil { objects[entry.uid] = entry.object }
            members = changes.map { Member(uid: $0.key, revision: $0.value, object: objects[$0.key]) }
        }
        return members.sorted { ($0.revision, $0.uid) < ($1.revision, $1.uid) }
    }

    /// The members (as `members(since:changes:present:)` lists them) an answer of at most `limit`
    /// reports, read at `revision`; nil when the oldest revision alone has more changes than the
    /// limit (the answer is DAV:number-of-matches-within-limits).
    public init?(members: [Member], limit: Int?, revision: Int64) {
        self.members = members
        reportedUpTo = revision
        isTruncated = false
        guard let limit, members.count > limit else { return }
        let boundary = members[limit].revision
        let kept = members.prefix { $0.revision < boundary }
        guard let last = kept.last else { return nil }
        self.members = Array(kept)
        reportedUpTo = last.revision
        isTruncated = true
    }

    /// The page without the changes of `revision` and later: the answer grew too long there, and
    /// they wait for the next sync. Nil when nothing is left to report.
    public func cut(before revision: Int64) -> CalendarSyncPage? {
        let kept = members.prefix { $0.revision < revision }
        guard let last = kept.last else { return nil }
        var page = self
        page.members = Array(kept)
        page.reportedUpTo = last.revision
        page.isTruncated = true
        return page
    }
}

extension CalendarSyncPage: Sendable where Object: Sendable {}
extension CalendarSyncPage.Member: Sendable where Object: Sendable {}
