import DomovCore
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// The read-only generated collections (CalDAVGeneratedCollection): finding them, their
/// properties, their sync-collection answer and the refusal of every write.
extension CalDAVExchange {
    /// The generated collection a segment names; nil for a segment no source owns (a planner
    /// collection), `DomainError.notFound` for one the user may not see.
    func generatedCollection(_ segment: String) async throws -> CalDAVGeneratedCollection? {
        guard let source = Self.generatedSources.first(where: { $0.owns(segment) }) else { return nil }
        guard let collection = try await source.collection(segment, for: user, services: services, localizer: localizer) else {
            throw DomainError.notFound
        }
        return collection
    }

    /// PUT, DELETE, PROPPATCH, MKCALENDAR and MOVE in or on a generated collection: 404 when the
    /// user may not see it, else 403 with DAV:need-privileges (RFC 3744 §7.1.1), nothing changed.
    /// Nil when the path is not in a generated collection.
    func refuseWrite(_ path: CalDAVPath, method: HTTPRequest.Method) async throws -> Response? {
        let segment: String
        switch path {
        case .collection(_, let name), .object(_, let name, _): segment = name
        case .root, .principal, .home: return nil
        }
        guard try await generatedCollection(segment) != nil else { return nil }
        var privilege = "bind"
        if method == .delete || method == .move { privilege = "unbind" }
        if method == .proppatch { privilege = "write-properties" }
        if method == .put, case .object = path { privilege = "write-content" }
        let href = CalDAVPath.collection(user.id, segment).href
        let body =
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<d:error xmlns:d=\"DAV:\"><d:need-privileges><d:resource>"
            + "\(DAVXML.href(href))<d:privilege><d:\(privilege)/></d:privilege></d:resource></d:need-privileges>"
                + """
                <d:responsedescription>This calendar is made from Domov's data and is read-only; change it in \
                Domov.</d:responsedescription></d:error>
                """
        return CalDAVController.xml(.forbidden, body)
    }

    func generatedProperty(_ name: DAVPropertyName, of collection: CalDAVGeneratedCollection) -> String? {
        switch name {
        case .resourceType: "<d:collection/><c:calendar/>"
        case .owner: DAVXML.href(CalDAVPath.principal(user.id).href)
        case .displayName: DAVXML.escape(collection.displayName)
        case .calendarDescription: DAVXML.escape(collection.description)
        case .calendarColor: collection.color
        case .syncToken: DAVXML.escape(collection.syncToken)
        case .getCTag: collection.revision
        case .supportedCalendarComponentSet: "<c:comp name=\"\(collection.component)\"/>"
        case .supportedCalendarData: "<c:calendar-data content-type=\"text/calendar\" version=\"2.0\"/>"
        case .supportedReportSet: Self.supportedReportSet
        case .currentUserPrivilegeSet: Self.readOnlyPrivileges
        default: nil
        }
    }

    func generatedProperty(_ name: DAVPropertyName, of object: CalDAVGeneratedObject, in collection: CalDAVGeneratedCollection) -> String? {
        switch name {
        case .resourceType: ""
        case .getETag: DAVXML.escape(object.etag)
        case .getContentType: "text/calendar; charset=utf-8; component=\(collection.component)"
        case .calendarData: DAVXML.escape(object.text)
        case .currentUserPrivilegeSet: Self.readOnlyPrivileges
        default: nil
        }
    }

    static let readOnlyPrivileges = "<d:privilege><d:read/></d:privilege><d:privilege><d:read-current-user-privilege-set/></d:privilege>"

    /// sync-collection without a change log (see CalDAVGeneratedCollection): no token lists
    /// everything, the current token nothing, any other token is refused with
    /// DAV:valid-sync-token so that the app syncs fully (RFC 6578 §3.2). With no partial state
    /// to hand out, a listing longer than a DAV:limit is refused as §3.7 allows.
    func generatedSync(
        _ collection: CalDAVGeneratedCollection, token: String, limit: Int?, requested: [DAVElement], into multistatus: inout DAVMultistatus
    ) async throws -> Response? {
        if token.isEmpty, let limit, collection.objects.count > limit {
            return CalDAVController.xml(.forbidden, DAVXML.error(.init(DAVNamespace.dav, "number-of-matches-within-limits")))
        }
        if !token.isEmpty {
            guard token == collection.syncToken else {
                return CalDAVController.xml(
                    .forbidden,
                    DAVXML.error(
                        .init(DAVNamespace.dav, "valid-sync-token"),
                        description: "The calendar changed since this token; sync it again from the start."))
            }
        } else {
            for object in objects(in: collection) {
                try await add(object, requested: requested, expansion: nil, to: &multistatus)
            }
        }
        multistatus.setSyncToken(collection.syncToken)
        return nil
    }

    /// The collection's objects as reports list them.
    func objects(in collection: CalDAVGeneratedCollection, uids: [String]? = nil) -> [(path: CalDAVPath, resource: Resource, uid: String)] {
        collection.objects.filter { uids?.contains($0.uid) ?? true }.map { object in
            (
                path: CalDAVPath.object(user.id, collection.segment, name: object.name),
                resource: Resource.generatedObject(collection, object), uid: object.uid
            )
        }
    }
}
