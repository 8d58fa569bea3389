import DomovCore
import Foundation

/// What a path under /dav names. The layout (RFC 4791 §4.2, RFC 5397):
///
///     /dav/                                    root: points at the signed-in principal
///     /dav/principals/{user}/                  the principal: its calendar home and address
///     /dav/calendars/{user}/                   the calendar home: the households' and personal calendars
///     /dav/calendars/{user}/{household}/       a household's default calendar (VEVENT and VTODO)
///     /dav/calendars/{user}/{calendar}/        a personal calendar (`PlannerCalendar`), named by its slug
///     /dav/calendars/{user}/name-days/         read-only: the saved name days (NameDayCalDAVSource)
///     /dav/calendars/{user}/chores-{household}/ read-only: a household's chores as to-dos (ChoresCalDAVSource)
///     /dav/calendars/{user}/{collection}/{name} one object: a series or single item with its edits
///
/// Users and households are named by their ids, which never change when a name does. A
/// collection segment is first one a generated source owns (`CalDAVGeneratedSource.owns`), then
/// a household's id when the user is a member of that household, and otherwise the slug of one
/// of the user's personal calendars (`CalDAVExchange.collection`).
enum CalDAVPath: Equatable {
    case root
    case principal(ID<User>)
    case home(ID<User>)
    case collection(ID<User>, String)
    case object(ID<User>, String, name: String)

    static let prefix = "/dav"

    /// Nil for anything outside the layout; such paths answer 404.
    init?(requestPath: String) {
        let raw = requestPath.split(separator: "?", maxSplits: 1).first.map(String.init) ?? ""
        let segments = raw.split(separator: "/", omittingEmptySubsequences: true).map { segment in
            let text = String(segment)
            return PercentDecoding.decoded(text) ?? text.removingPercentEncoding ?? text
        }
        guard segments.first == "dav" else { return nil }
        let rest = Array(segments.dropFirst())
        switch rest.count {
        case 0:
            self = .root
        case 2 where rest[0] == "principals":
            guard let user = ID<User>(rest[1]) else { return nil }
            self = .principal(user)
        case 2 where rest[0] == "calendars":
            guard let user = ID<User>(rest[1]) else { return nil }
            self = .home(user)
        case 3 where rest[0] == "calendars":
            guard let user = ID<User>(rest[1]), !rest[2].isEmpty else { return nil }
            self = .collection(user, rest[2])
        case 4 where rest[0] == "calendars":
            guard let user = ID<User>(rest[1]), !rest[2].isEmpty, !rest[3].isEmpty else { return nil }
            self = .object(user, rest[2], name: rest[3])
        default:
            return nil
        }
    }

    /// The user the path belongs to; only that user may use it.
    var owner: ID<User>? {
        switch self {
        case .root: nil
        case .principal(let user), .home(let user), .collection(let user, _), .object(let user, _, _): user
        }
    }

    /// The path as hrefs carry it: collections end with a slash, names are percent-encoded.
    var href: String {
        switch self {
        case .root: "\(Self.prefix)/"
        case .principal(let user): "\(Self.prefix)/principals/\(user)/"
        case .home(let user): "\(Self.prefix)/calendars/\(user)/"
        case .collection(let user, let collection): "\(Self.prefix)/calendars/\(user)/\(Self.encode(collection))/"
        case .object(let user, let collection, let name): "\(Self.prefix)/calendars/\(user)/\(Self.encode(collection))/\(Self.encode(name))"
        }
    }

    /// RFC 3986 unreserved characters and "@" (common in UIDs) as they are, every other byte of
    /// the UTF-8 percent-encoded. By hand over the bytes: Foundation's `addingPercentEncoding`
    /// was a twentieth of a REPORT's time.
    static func encode(_ segment: String) -> String {
        guard !segment.utf8.allSatisfy(isKept) else { return segment }
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(segment.utf8.count * 3)
        for byte in segment.utf8 {
            if isKept(byte) {
                out.append(byte)
            } else {
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "@"): true
        default: false
        }
    }
}
