import DomovCore
import DomovStorage
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// GET, PUT and DELETE of calendar objects (RFC 4791 §5.3, RFC 9110 preconditions).
extension CalDAVExchange {
    func get(_ path: CalDAVPath, headOnly: Bool) async throws -> Response {
        let text: String
        let etag: String
        switch try await resource(path) {
        case .object(let collection, let object, let revision, _):
            text = try await calendarText(object, in: collection.household)
            etag = self.etag(revision: revision)
        case .generatedObject(_, let object):
            text = object.text
            etag = object.etag
        default:
            // Collections have no body of their own; their content is listed with PROPFIND.
            return CalDAVController.status(.methodNotAllowed)
        }
        var headers: HTTPFields = [.contentType: "text/calendar; charset=utf-8", .eTag: etag]
        headers[.contentLength] = "\(text.utf8.count)"
        return Response(status: .ok, headers: headers, body: headOnly ? .init() : .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// Creates or replaces an object. Domov rewrites what it stores (its own DTSTAMP, SEQUENCE,
    /// VTIMEZONEs), so, as RFC 4791 §5.3.4 asks, the answer carries no ETag and apps read the
    /// object back.
    func put(_ path: CalDAVPath, request: Request, body: Data) async throws -> Response {
        guard case .object(_, let segment, let name) = path else { return CalDAVController.status(.methodNotAllowed) }
        // RFC 4918 §9.7.1: a PUT into a collection that is not there is a conflict, not a 404.
        guard let collection = try? await self.collection(segment) else { return CalDAVController.status(.conflict) }
        let householdID = collection.household.id
        if let type = request.headers[.contentType], !type.lowercased().hasPrefix("text/calendar") {
            return CalDAVController.xml(.unsupportedMediaType, DAVXML.error(.init(DAVNamespace.caldav, "supported-calendar-data")))
        }
        guard let expectation = Self.expectation(request.headers) else { return CalDAVController.status(.preconditionFailed) }

        let object: PlannerCalendarObject
        do {
            object = try PlannerCalendarReader(defaultTimeZone: user.preferences.timeZoneIdentifier).object(from: String(decoding: body, as: UTF8.self))
        } catch {
            return Self.refusal(error)
        }
        // One UID, one object (RFC 4791 §5.3.2.1): a name must keep its UID, a UID its name.
        let existingUID = try await calendarUID(forName: name, in: householdID)
        let otherName = try await services.storage.calendarChanges.objectNames(householdID: householdID)[object.uid]
            ?? CalendarObjectWrite.defaultName(uid: object.uid)
        // The UID may be in another calendar of the household (UIDs are unique per household).
        let holder = try await services.planner.calendarObjects(in: householdID, uids: [object.uid], for: user).first?.master.calendarID
        let uidExists = try await services.planner.calendarObjects(in: householdID, uids: [object.uid], for: user).isEmpty == false
        let nameInUse: Bool = if let existingUID, existingUID != object.uid {
            try await !services.planner.calendarObjects(in: householdID, uids: [existingUID], calendar: collection.scope, for: user).isEmpty
        } else {
            false
        }
        if nameInUse || (uidExists && (otherName != name || holder != collection.calendar?.id)) {
            let holderSegment = try await self.segment(of: holder, in: collection.household)
            let href = CalDAVPath.object(user.id, holderSegment, name: otherName).href
            return CalDAVController.xml(.forbidden, DAVXML.error(.init(DAVNamespace.caldav, "no-uid-conflict"), description: href))
        }

        let write = CalendarObjectWrite(householdID: householdID, uid: object.uid, name: name, expectation: expectation, calendarID: collection.calendar?.id)
        do {
            let created = try await services.planner.saveCalendarObject(object, as: write, by: user, builtinCategory: BuiltinCategory.named)
            return CalDAVController.status(created ? .created : .noContent)
        } catch let error as PlannerCalendarReadError {
            // A to-do into an events-only calendar (or the other way round).
            return Self.refusal(error)
        }
    }

    func delete(_ path: CalDAVPath, request: Request) async throws -> Response {
        guard case .object(_, let segment, let name) = path else {
            if case .collection(_, let segment) = path, let calendar = try await self.collection(segment).calendar {
                // A personal calendar is its owner's to delete, with everything in it.
                try await services.planner.deleteCalendar(calendar.id, by: user)
                return CalDAVController.status(.noContent)
            }
            // A household is deleted in Domov, by its owner, never by a calendar app's sync.
            return CalDAVController.status(.forbidden)
        }
        let collection = try await self.collection(segment)
        let householdID = collection.household.id
        guard let expectation = Self.expectation(request.headers) else { return CalDAVController.status(.preconditionFailed) }
        guard let uid = try await calendarUID(forName: name, in: householdID) else { return CalDAVController.status(.notFound) }
        try await services.planner.deleteCalendarObject(
            CalendarObjectWrite(householdID: householdID, uid: uid, name: nil, expectation: expectation, calendarID: collection.calendar?.id), by: user
        )
        return CalDAVController.status(.noContent)
    }

    /// If-None-Match: * creates only; If-Match: * or an ETag updates only that version. Nil for
    /// an ETag Domov never gave, which cannot match (412 at once).
    static func expectation(_ headers: HTTPFields) -> CalendarObjectExpectation? {
        if let ifNoneMatch = headers[.ifNoneMatch]?.trimmingCharacters(in: .whitespaces), ifNoneMatch == "*" { return .absent }
        guard let ifMatch = headers[.ifMatch]?.trimmingCharacters(in: .whitespaces) else { return .anything }
        if ifMatch == "*" { return .present }
        return revision(inETag: ifMatch).map(CalendarObjectExpectation.revision)
    }

    /// 403 with the CalDAV precondition the object breaks, and a sentence for the app's log.
    static func refusal(_ error: PlannerCalendarReadError) -> Response {
        let (condition, text): (String, String) = switch error {
        case .notICalendar(let parse): ("valid-calendar-data", "\(parse)")
        case .noItem: ("supported-calendar-component", "Only VEVENT and VTODO objects are stored.")
        case .missingUID: ("valid-calendar-object-resource", "The component has no UID.")
        case .severalUIDs: ("valid-calendar-object-resource", "An object holds one UID (RFC 4791 §4.1).")
        case .missingMaster: ("valid-calendar-object-resource", "Edited occurrences need their series in the same object.")
        case .invalidValue(let property): ("valid-calendar-data", "\(property) has a value that cannot be read.")
        case .unsupportedRecurrence(let what): ("valid-calendar-object-resource", "Repeating \(what) is not supported; daily or less often is.")
        }
        return CalDAVController.xml(.forbidden, DAVXML.error(.init(DAVNamespace.caldav, condition), description: text))
    }
}
