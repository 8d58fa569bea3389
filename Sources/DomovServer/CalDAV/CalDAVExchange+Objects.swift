import DomovCore
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
        case .object(_, let object, _):
            // One stored record: the body and its ETag come from the same read.
            text = object.text
            etag = object.etag
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

    /// Creates or replaces an object. The text is stored byte for byte as sent, so the answer
    /// carries its strong ETag (RFC 4791 §5.3.4) and apps need not read it back.
    func put(_ path: CalDAVPath, request: Request, body: Data) async throws -> Response {
        guard case .object(_, let segment, let name) = path else { return CalDAVController.status(.methodNotAllowed) }
        // RFC 4918 §9.7.1: a PUT into a collection that is not there is a conflict, not a 404.
        guard let collection = try? await self.collection(segment) else { return CalDAVController.status(.conflict) }
        let householdID = collection.household.id
        if let type = request.headers[.contentType], !type.lowercased().hasPrefix("text/calendar") {
            return CalDAVController.xml(.unsupportedMediaType, DAVXML.error(.init(DAVNamespace.caldav, "supported-calendar-data")))
        }
        guard let expectation = Self.expectation(request.headers) else { return CalDAVController.status(.preconditionFailed) }

        let content: PlannerCalendarContent
        // Bytes that are not UTF-8 would not be the bytes stored: refused, never repaired.
        guard let text = String(validating: body, as: UTF8.self) else {
            return CalDAVController.xml(
                .forbidden, DAVXML.error(.init(DAVNamespace.caldav, "valid-calendar-data"), description: "The object is not UTF-8 text."))
        }
        do {
            content = try PlannerCalendarReader(defaultTimeZone: user.preferences.timeZoneIdentifier).content(from: text)
        } catch {
            return Self.refusal(error)
        }
        let uid = content.uid
        // One UID, one object in a collection (RFC 4791 §5.3.2.1): a name keeps its UID, a UID
        // its name. The UID may be in another calendar of the household (UIDs are unique per
        // household): then the app is moving the object here, and the write moves it.
        let existingUID = try await calendarUID(forName: name, in: householdID)
        // A housemate's private item, by its UID or by its name, answers as if it did not
        // exist (as GET does): a 412 would tell the app that it does.
        for held in Set([uid, existingUID].compactMap { $0 }) {
            if try await isHidden(held, in: householdID) { return CalDAVController.status(.notFound) }
        }
        let otherName = try await services.calendarCollections.objectName(of: uid, in: householdID)
        // Journal entries hold UIDs and names as events do, so the stored objects are asked.
        let holder = try await services.planner.storedCalendarObjects(in: householdID, uids: [uid], for: user).first
        let nameInUse: Bool =
            if let existingUID, existingUID != uid {
                try await !services.planner.storedCalendarObjects(
                    in: householdID, uids: [existingUID], calendar: collection.scope, for: user
                ).isEmpty
            } else {
                false
            }
        let uidHeldHereUnderAnotherName = holder.map { $0.calendarID == collection.calendar?.id && otherName != name } ?? false
        if nameInUse || uidHeldHereUnderAnotherName {
            return try await uidConflict(uid, heldIn: holder?.calendarID, name: otherName, household: collection.household)
        }

        let write = CalendarObjectWrite(
            householdID: householdID, uid: uid, name: name, expectation: expectation, calendarID: collection.calendar?.id)
        do {
            let saved =
                switch content {
                case .items(let object):
                    try await services.planner.saveCalendarObject(
                        object, text: text, as: write, by: user, builtinCategory: BuiltinCategory.named)
                case .journal(let journal):
                    try await services.planner.saveCalendarJournal(journal, text: text, as: write, by: user)
                }
            var response = CalDAVController.status(saved.created || holder?.calendarID != collection.calendar?.id ? .created : .noContent)
            if let etag = saved.etag { response.headers[.eTag] = etag }
            return response
        } catch let error as PlannerCalendarReadError {
            // A to-do into an events-only calendar (or the other way round), a journal entry
            // into a calendar made without VJOURNAL.
            return Self.refusal(error)
        } catch is CalendarObjectMoveRefused {
            return try await uidConflict(uid, heldIn: holder?.calendarID, name: otherName, household: collection.household)
        } catch let reached as UsageLimitReached {
            return Self.quotaExceeded(reached)
        }
    }

    /// 507 with RFC 4331's DAV:quota-not-exceeded: the object would take its author past a
    /// per-person limit. Apps show the sentence, or at least stop retrying.
    static func quotaExceeded(_ reached: UsageLimitReached) -> Response {
        let text =
            switch reached.limit {
            case .calendarBytes:
                "The author's calendar objects would take more than \(reached.maximumMebibytes) MiB, the most one person may keep."
            default: "The author already has \(reached.maximum) calendar objects, the most one person may keep."
            }
        return CalDAVController.xml(
            HTTPResponse.Status(code: 507, reasonPhrase: "Insufficient Storage"),
            DAVXML.error(.init(DAVNamespace.dav, "quota-not-exceeded"), description: text))
    }

    /// Whether the UID is a housemate's private item or journal entry, which this user's apps
    /// may not learn exists.
    private func isHidden(_ uid: String, in householdID: ID<Household>) async throws -> Bool {
        try await services.planner.hidesCalendarUID(uid, in: householdID, from: user)
    }

    /// WebDAV MOVE (RFC 4918 §9.9) of an object to another calendar of the same household, as
    /// some apps move an event; the same rule as a move by PUT. Collections are not moved.
    func move(_ path: CalDAVPath, request: Request) async throws -> Response {
        guard case .object(_, let segment, let name) = path else { return CalDAVController.status(.forbidden) }
        // A MOVE acts as Depth infinity (RFC 4918 §9.9.2), but a value that is no Depth is refused, not ignored.
        _ = try CalDAVController.depth(request)
        guard let header = request.headers[.destination], let destinationURL = URL(string: header),
            let destination = CalDAVPath(requestPath: destinationURL.path)
        else { return CalDAVController.status(.badRequest) }
        guard case .object(let owner, let targetSegment, let targetName) = destination, owner == user.id else {
            return CalDAVController.status(.forbidden)
        }
        let source = try await collection(segment)
        // A calendar made from Domov's data takes nothing in.
        if try await generatedCollection(targetSegment) != nil { return CalDAVController.status(.forbidden) }
        // RFC 4918 §9.9.4: a destination whose collection is missing is a conflict.
        guard let target = try? await collection(targetSegment) else { return CalDAVController.status(.conflict) }
        let householdID = source.household.id
        // UIDs are per household, so an object cannot move to another household's calendar.
        guard target.household.id == householdID else { return CalDAVController.status(.forbidden) }
        guard let uid = try await calendarUID(forName: name, in: householdID) else { return CalDAVController.status(.notFound) }
        if let occupant = try await calendarUID(forName: targetName, in: householdID), occupant != uid,
            try await !services.planner.storedCalendarObjects(in: householdID, uids: [occupant], calendar: target.scope, for: user).isEmpty
        {
            // Another object has that name there; Domov does not overwrite one object with another.
            return CalDAVController.status(.preconditionFailed)
        }
        do {
            try await services.planner.moveCalendarObject(
                uid,
                from: CalendarObjectWrite(
                    householdID: householdID, uid: uid, name: name, expectation: .anything, calendarID: source.calendar?.id),
                to: CalendarObjectWrite(
                    householdID: householdID, uid: uid, name: targetName, expectation: .anything, calendarID: target.calendar?.id),
                by: user
            )
        } catch let error as PlannerCalendarReadError {
            return Self.refusal(error)
        } catch is CalendarObjectMoveRefused {
            return try await uidConflict(uid, heldIn: source.calendar?.id, name: name, household: source.household)
        }
        return CalDAVController.status(segment == targetSegment && name == targetName ? .noContent : .created)
    }

    /// 403 no-uid-conflict with the `DAV:href` of the object that holds the UID (RFC 4791 §5.3.2.1).
    private func uidConflict(_ uid: String, heldIn calendarID: ID<PlannerCalendar>?, name: String, household: Household) async throws
        -> Response
    {
        let holderSegment = try await self.segment(of: calendarID, in: household)
        let href = CalDAVPath.object(user.id, holderSegment, name: name).href
        return CalDAVController.xml(
            .forbidden,
            DAVXML.error(
                .init(DAVNamespace.caldav, "no-uid-conflict"), content: DAVXML.href(href),
                description: "The UID is already used by \(href)."
            ))
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
            CalendarObjectWrite(
                householdID: householdID, uid: uid, name: nil, expectation: expectation, calendarID: collection.calendar?.id), by: user
        )
        return CalDAVController.status(.noContent)
    }

    /// If-None-Match: * creates only; If-Match: * or an ETag updates only that version. Nil for
    /// a value that is no ETag, which cannot match (412 at once).
    static func expectation(_ headers: HTTPFields) -> CalendarObjectExpectation? {
        if let ifNoneMatch = headers[.ifNoneMatch]?.trimmingCharacters(in: .whitespaces), ifNoneMatch == "*" { return .absent }
        guard let ifMatch = headers[.ifMatch]?.trimmingCharacters(in: .whitespaces) else { return .anything }
        if ifMatch == "*" { return .present }
        // Strong comparison (RFC 9110 §13.1.1): a weak ETag never matches one Domov gave.
        guard ifMatch.hasPrefix("\""), ifMatch.hasSuffix("\""), ifMatch.count >= 2 else { return nil }
        return .etag(ifMatch)
    }

    /// 403 with the CalDAV precondition the object breaks, and a sentence for the app's log.
    static func refusal(_ error: PlannerCalendarReadError) -> Response {
        let (condition, text): (String, String) =
            switch error {
            case .notICalendar(let parse): ("valid-calendar-data", "\(parse)")
            case .noItem:
                ("supported-calendar-component", "The calendar holds only the components of its supported-calendar-component-set.")
            case .missingUID: ("valid-calendar-object-resource", "The component has no UID.")
            case .severalUIDs: ("valid-calendar-object-resource", "An object holds one UID (RFC 4791 §4.1).")
            case .missingMaster: ("valid-calendar-object-resource", "Edited occurrences need their series in the same object.")
            case .invalidValue(let property): ("valid-calendar-data", "\(property) has a value that cannot be read.")
            case .unsupportedRecurrence(let what): ("valid-calendar-object-resource", "Repeating \(what) is not supported.")
            case .unknownTimeZone(let tzid):
                ("valid-calendar-data", "TZID \(tzid) names no known time zone and no VTIMEZONE in the object defines it.")
            case .uidTooLong(let maximum):
                ("valid-calendar-object-resource", "The UID is longer than \(maximum) bytes, the most Domov stores.")
            case .outOfRange(let property) where property == "SEQUENCE":
                ("valid-calendar-data", "SEQUENCE is above \(PlannerCalendarReader.maximumSequence), the most Domov stores.")
            case .outOfRange(let property):
                (
                    "valid-calendar-data",
                    """
                    \(property) is outside the years \(PlannerDateRange.firstYear) to \(PlannerDateRange.lastYear), the dates Domov stores.
                    """
                )
            }
        return CalDAVController.xml(.forbidden, DAVXML.error(.init(DAVNamespace.caldav, condition), description: text))
    }
}
