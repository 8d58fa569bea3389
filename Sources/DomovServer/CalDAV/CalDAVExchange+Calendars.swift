import DomovCore
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// Personal calendars over CalDAV: MKCALENDAR (RFC 4791 §5.3.1) or extended MKCOL (RFC 5689) makes one, PROPPATCH renames,
/// recolours, redescribes or reorders it, DELETE (in +Objects) removes it with its objects.
extension CalDAVExchange {
    func mkcalendar(_ path: CalDAVPath, body: Data) async throws -> Response {
        let segment: String
        switch path {
        case .root, .principal, .home:
            return CalDAVController.status(.methodNotAllowed)
        case .object(_, let parent, _):
            // Calendars do not nest (403); a parent that is not there is a conflict (409).
            guard (try? await self.collection(parent)) != nil else { return CalDAVController.status(.conflict) }
            return CalDAVController.xml(.forbidden, DAVXML.error(.init(DAVNamespace.caldav, "calendar-collection-location-ok")))
        case .collection(_, let name):
            segment = name
        }
        // §5.3.1: MKCALENDAR on an existing resource fails with 405.
        if (try? await self.collection(segment)) != nil { return CalDAVController.status(.methodNotAllowed) }

        var input = PlannerCalendarInput(name: segment)
        var order: Int?
        if !body.isEmpty {
            let root = try CalDAVController.xmlBody(body)
            guard root.is(DAVNamespace.caldav, "mkcalendar") || root.is(DAVNamespace.dav, "mkcol") else {
                return CalDAVController.malformedXML()
            }
            for set in root.children(DAVNamespace.dav, "set") {
                for property in set.child(DAVNamespace.dav, "prop")?.children ?? [] {
                    switch DAVPropertyName(property) {
                    case .displayName where !property.text.isEmpty: input.name = property.text
                    case .calendarColor: input.color = Self.storedColor(property.text) ?? ""
                    case .calendarDescription: input.details = property.text
                    case .calendarOrder: order = Int(property.text)
                    case .supportedCalendarComponentSet:
                        let names = property.children(DAVNamespace.caldav, "comp").compactMap { $0.attributes["name"]?.uppercased() }
                        input.components = Set(names.compactMap(PlannerCalendarComponent.init(rawValue:)))
                        if input.components.isEmpty {
                            return CalDAVController.xml(
                                .forbidden,
                                DAVXML.error(
                                    .init(DAVNamespace.caldav, "supported-calendar-component"),
                                    description: "Calendars hold VEVENT, VTODO and VJOURNAL components."
                                ))
                        }
                    default: continue // other properties are not kept; the calendar is still made
                    }
                }
            }
        }
        guard PlannerCalendar.validSlug(segment) != nil else {
            return CalDAVController.xml(.forbidden, DAVXML.error(.init(DAVNamespace.caldav, "calendar-collection-location-ok")))
        }
        guard let household = try await homeHousehold() else {
            return CalDAVController.xml(
                .forbidden,
                DAVXML.error(
                    .init(DAVNamespace.dav, "need-privileges"),
                    description: "Join or create a household in Domov first: personal calendars live in one."
                ))
        }
        if input.name.count > PlannerCalendar.nameMaximumLength {
            input.name = String(input.name.prefix(PlannerCalendar.nameMaximumLength))
        }
        if input.details.count > PlannerCalendar.detailsMaximumLength {
            input.details = String(input.details.prefix(PlannerCalendar.detailsMaximumLength))
        }
        do {
            _ = try await services.planner.createCalendar(input, slug: segment, order: order, in: household, by: user)
        } catch let failure as ValidationFailure {
            return CalDAVController.xml(
                .forbidden, DAVXML.error(.init(DAVNamespace.domov, "calendar-not-made"), description: "\(failure.errors)"))
        }
        return Response(status: .created, headers: [.cacheControl: "no-cache"])
    }

    /// Extended MKCOL (RFC 5689), which vdirsyncer and some libraries use instead of MKCALENDAR:
    /// a body asking for a calendar collection makes one just as MKCALENDAR does. Domov holds
    /// nothing but calendars, so a plain MKCOL is 405 and any other resource type 403.
    func mkcol(_ path: CalDAVPath, body: Data) async throws -> Response {
        guard !body.isEmpty else { return Self.methodNotAllowed() }
        guard let root = DAVElement.parse(body), root.is(DAVNamespace.dav, "mkcol") else { return CalDAVController.malformedXML() }
        let properties = root.children(DAVNamespace.dav, "set").flatMap { $0.child(DAVNamespace.dav, "prop")?.children ?? [] }
        let resourceType = properties.first { $0.is(DAVNamespace.dav, "resourcetype") }
        guard let resourceType, resourceType.child(DAVNamespace.caldav, "calendar") != nil else {
            // §3.3 DAV:valid-resourcetype, reported per property in a mkcol-response (§5.2):
            // the resource type failed, the other properties with it.
            var body =
                "<d:propstat><d:prop><d:resourcetype/></d:prop><d:status>HTTP/1.1 403 Forbidden</d:status>"
                + "<d:error><d:valid-resourcetype/></d:error>"
                + "<d:responsedescription>Domov makes calendar collections only.</d:responsedescription></d:propstat>"
            let others = properties.filter { !$0.is(DAVNamespace.dav, "resourcetype") }.map(DAVPropertyName.init)
            if !others.isEmpty {
                body +=
                    "<d:propstat><d:prop>" + others.map { DAVXML.element($0, content: "") }.joined()
                    + "</d:prop><d:status>HTTP/1.1 424 Failed Dependency</d:status></d:propstat>"
            }
            let declarations = DAVNamespace.prefixes.map { " xmlns:\($0.prefix)=\"\($0.namespace)\"" }.joined()
            return CalDAVController.xml(
                .forbidden, "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<d:mkcol-response\(declarations)>\(body)</d:mkcol-response>")
        }
        let made = try await mkcalendar(path, body: body)
        return made.status == .methodNotAllowed ? Self.methodNotAllowed() : made
    }

    /// 405 naming what may be done here instead (RFC 9110 §15.5.6).
    static func methodNotAllowed() -> Response {
        let allowed = CalDAVController.methods.filter { $0 != .mkcol && $0 != .mkcalendar }
        return Response(status: .methodNotAllowed, headers: [.allow: allowed.map(\.rawValue).joined(separator: ", ")])
    }

    /// The household a calendar made by an app goes to: the user's current one in Domov, else
    /// their first by name.
    private func homeHousehold() async throws -> ID<Household>? {
        let memberships = try await services.households.memberships(for: user)
        if let current = user.currentHouseholdID, memberships.contains(where: { $0.household.id == current }) { return current }
        return memberships.first?.household.id
    }

    /// The path segment of a household's calendar (nil) or of a personal calendar.
    func segment(of calendarID: ID<PlannerCalendar>?, in household: Household) async throws -> String {
        guard let calendarID else { return household.id.description }
        return try await services.planner.calendar(calendarID, for: user).slug
    }

    /// Apple's `#RRGGBBAA` (or `#RRGGBB`) as Domov keeps colours: `#rrggbb`.
    static func storedColor(_ text: String) -> String? {
        CalendarAppearance.validColor(text).map { String($0.prefix(7)).lowercased() }
    }

    /// PROPPATCH on a personal calendar changes the calendar itself, for its owner. All or nothing.
    func proppatch(_ calendar: PlannerCalendar, changes: [(element: DAVElement, remove: Bool)], at path: CalDAVPath) async throws
        -> Response
    {
        var input = PlannerCalendarInput(name: calendar.name, color: calendar.color, details: calendar.details)
        var order = calendar.order
        let (statuses, allApplied) = DAVPropertyPatch.statuses(of: changes) { name, text, remove in
            switch name {
            case .displayName where !remove && !text.isEmpty && text.count <= PlannerCalendar.nameMaximumLength:
                input.name = text
            case .calendarColor where remove || Self.storedColor(text) != nil:
                input.color = remove ? PlannerCalendar.defaultColor : Self.storedColor(text)!
            case .calendarDescription where remove || text.count <= PlannerCalendar.detailsMaximumLength:
                input.details = remove ? "" : text
            case .calendarOrder where remove || Int(text) != nil:
                order = remove ? nil : Int(text)
            case .displayName, .calendarColor, .calendarDescription, .calendarOrder:
                return .conflict
            default:
                return .forbidden
            }
            return .applied
        }
        if allApplied {
            try await services.planner.updateCalendar(calendar.id, with: input, order: order, by: user)
        }
        var multistatus = DAVMultistatus()
        multistatus.add(href: path.href, statuses: statuses)
        return CalDAVController.xml(.multiStatus, multistatus.xml)
    }
}
