import DomovCore
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// One CalDAV request of a signed-in user: finds the resources a path names and answers
/// PROPFIND and PROPPATCH; reports and object methods are in the extensions.
struct CalDAVExchange {
    let services: DomovServices
    let user: User
    let localizer: Localizer
    /// The largest calendar object a client may PUT (advertised as max-resource-size).
    static let maximumObjectSize = 1 << 20

    /// What a path names, loaded.
    enum Resource {
        case root
        case principal
        case home([HouseholdMembership], [PlannerCalendar])
        /// With the name and colour this user gave a household's calendar in their apps, if any.
        case collection(CalDAVCollection, revision: Int64, appearance: CalendarAppearance?)
        case object(CalDAVCollection, StoredCalendarObject, name: String)
        /// A read-only collection generated from another module (CalDAVGeneratedCollection).
        case generated(CalDAVGeneratedCollection)
        case generatedObject(CalDAVGeneratedCollection, CalDAVGeneratedObject)
    }

    /// The modules whose data apps read as read-only collections in the calendar home.
    static let generatedSources: [any CalDAVGeneratedSource] = [NameDayCalDAVSource(), ChoresCalDAVSource()]

    // MARK: PROPFIND

    func propfind(_ path: CalDAVPath, request: Request, body: Data) async throws -> Response {
        let depth = try CalDAVController.depth(request)
        let requested: [DAVPropertyName]?
        if body.isEmpty {
            requested = nil
        } else {
            let root = try CalDAVController.xmlBody(body)
            guard root.is(DAVNamespace.dav, "propfind") else { return CalDAVController.malformedXML() }
            if let prop = root.child(DAVNamespace.dav, "prop") {
                requested = prop.children.map(DAVPropertyName.init)
            } else {
                requested = nil // allprop, or propname answered as allprop
            }
        }
        // Depth infinity is answered as 1: nothing here is nested deeper than its objects. The
        // objects' texts are read only when asked for (calendar-data in a PROPFIND is rare):
        // listing ETags, as apps do on every sync, holds no texts.
        var resources = [(path, try await resource(path))]
        let readingTexts = requested?.contains(.calendarData) ?? false
        if depth != "0" { resources += try await children(of: path, resources[0].1, readingTexts: readingTexts) }

        var multistatus = DAVMultistatus()
        for (path, resource) in resources {
            let names = requested ?? Self.allProperties(of: resource)
            var found: [(DAVPropertyName, String)] = []
            var missing: [DAVPropertyName] = []
            for name in names {
                if let value = try await property(name, of: resource, at: path) {
                    found.append((name, value))
                } else {
                    missing.append(name)
                }
            }
            multistatus.add(href: path.href, found: found, missing: missing)
        }
        return CalDAVController.xml(.multiStatus, multistatus.xml)
    }

    /// Loads what the path names; `DomainError.notFound` when it names nothing this user may see.
    func resource(_ path: CalDAVPath) async throws -> Resource {
        switch path {
        case .root: return .root
        case .principal: return .principal
        case .home:
            return .home(try await memberships(), try await services.planner.allCalendars(for: user))
        case .collection(_, let segment):
            if let generated = try await generatedCollection(segment) { return .generated(generated) }
            let collection = try await self.collection(segment)
            let householdID = collection.household.id
            let revision = try await services.calendarCollections.revision(of: householdID)
            let appearance =
                collection.calendar == nil ? try await services.calendarCollections.appearances(for: user)[householdID] : nil
            return .collection(collection, revision: revision, appearance: appearance)
        case .object(_, let segment, let name):
            if let generated = try await generatedCollection(segment) {
                guard let object = generated.object(named: name) else { throw DomainError.notFound }
                return .generatedObject(generated, object)
            }
            let collection = try await self.collection(segment)
            let householdID = collection.household.id
            let object = try await services.planner.storedCalendarObject(
                named: name, fallbackUID: Self.defaultUID(forName: name), in: householdID, calendar: collection.scope, for: user
            )
            return .object(collection, object, name: name)
        }
    }

    /// The collection a path segment names: the default calendar of a household the user is
    /// a member of, else one of the user's personal calendars by its slug.
    func collection(_ segment: String) async throws -> CalDAVCollection {
        if let householdID = ID<Household>(segment),
            let membership = try await memberships().first(where: { $0.household.id == householdID })
        {
            return CalDAVCollection(household: membership.household, calendar: nil)
        }
        guard let calendar = try await services.planner.allCalendars(for: user).first(where: { $0.slug == segment }) else {
            throw DomainError.notFound
        }
        let (household, _) = try await services.households.household(calendar.householdID, for: user)
        return CalDAVCollection(household: household, calendar: calendar)
    }

    /// The user's households, as the pages' few seconds' memory has them (`PageCaches`): apps
    /// name one in every request. Reading what is in one still checks the membership.
    private func memberships() async throws -> [HouseholdMembership] {
        try await services.caches.memberships.value(for: user.id) { [services, user] in
            try await services.households.memberships(for: user)
        }
    }

    private func children(of path: CalDAVPath, _ resource: Resource, readingTexts: Bool) async throws -> [(CalDAVPath, Resource)] {
        switch resource {
        case .home(let memberships, let calendars):
            var result: [(CalDAVPath, Resource)] = []
            let appearances = try await services.calendarCollections.appearances(for: user)
            for membership in memberships {
                let household = membership.household
                let revision = try await services.calendarCollections.revision(of: household.id)
                let collection = CalDAVCollection(household: household, calendar: nil)
                result.append(
                    (
                        .collection(user.id, collection.segment),
                        .collection(collection, revision: revision, appearance: appearances[household.id])
                    ))
                for calendar in calendars where calendar.householdID == household.id {
                    let personal = CalDAVCollection(household: household, calendar: calendar)
                    result.append((.collection(user.id, personal.segment), .collection(personal, revision: revision, appearance: nil)))
                }
            }
            for source in Self.generatedSources {
                result += try await source.collections(for: user, services: services, localizer: localizer).map {
                    (CalDAVPath.collection(user.id, $0.segment), Resource.generated($0))
                }
            }
            return result
        case .generated(let collection):
            return objects(in: collection).map { ($0.path, $0.resource) }
        case .collection(let collection, _, _):
            return try await objects(in: collection, uids: nil, readingTexts: readingTexts).map { ($0.path, $0.resource) }
        default:
            return []
        }
    }

    /// The collection's objects (or those with these UIDs) with their names; without
    /// `readingTexts`, with empty texts (`PlannerRepository.storedObjectListing`).
    func objects(
        in collection: CalDAVCollection, uids: [String]?, readingTexts: Bool = true
    ) async throws -> [(path: CalDAVPath, resource: Resource, uid: String)] {
        let householdID = collection.household.id
        let objects = try await services.planner.storedCalendarObjects(
            in: householdID, uids: uids, calendar: collection.scope, for: user, readingTexts: readingTexts
        )
        let names = try await services.calendarCollections.objectNames(in: householdID, uids: uids)
        return objects.map { object in
            let name = names[object.uid] ?? CalendarObjectWrite.defaultName(uid: object.uid)
            return (.object(user.id, collection.segment, name: name), .object(collection, object, name: name), object.uid)
        }
    }

    /// The UID an object name stands for: one an app chose, or `{UID}.ics`.
    func calendarUID(forName name: String, in householdID: ID<Household>) async throws -> String? {
        if let uid = try await services.calendarCollections.calendarUID(objectName: name, in: householdID) { return uid }
        return Self.defaultUID(forName: name)
    }

    /// `{UID}.ics`, the name Domov gives an object whose app chose none.
    static func defaultUID(forName name: String) -> String? {
        name.hasSuffix(".ics") ? String(name.dropLast(4)) : nil
    }

    // MARK: Properties

    static func allProperties(of resource: Resource) -> [DAVPropertyName] {
        var names = [DAVPropertyName.resourceType, .displayName, .currentUserPrincipal]
        switch resource {
        case .root, .home: break
        case .principal: names += [.principalURL, .calendarHomeSet, .calendarUserAddressSet]
        case .collection, .generated:
            names += [
                .owner, .syncToken, .getCTag, .supportedCalendarComponentSet, .supportedReportSet, .calendarColor,
                .calendarDescription, .currentUserPrivilegeSet,
            ]
        case .object, .generatedObject: names += [.getETag, .getContentType]
        }
        return names
    }

    /// A property's value as XML, or nil when the resource has no such property.
    func property(_ name: DAVPropertyName, of resource: Resource, at path: CalDAVPath) async throws -> String? {
        let principal = DAVXML.href(CalDAVPath.principal(user.id).href)
        switch (name, resource) {
        case (.resourceType, .root), (.resourceType, .home): return "<d:collection/>"
        case (.resourceType, .principal): return "<d:collection/><d:principal/>"
        case (.resourceType, .collection): return "<d:collection/><c:calendar/>"
        case (.resourceType, .object): return ""
        case (.currentUserPrincipal, _): return principal
        case (_, .generated(let collection)): return generatedProperty(name, of: collection)
        case (_, .generatedObject(let collection, let object)): return generatedProperty(name, of: object, in: collection)
        case (.principalURL, .principal), (.owner, .collection), (.owner, .home): return principal
        case (.displayName, .principal): return DAVXML.escape(user.displayName)
        case (.displayName, .home): return DAVXML.escape(localizer(.planner(.moduleTitle)))
        case (.displayName, .collection(let collection, _, let appearance)):
            return DAVXML.escape(collection.calendar?.name ?? appearance?.displayName ?? collection.household.name)
        case (.calendarDescription, .collection(let collection, _, _)):
            return collection.calendar.map { DAVXML.escape($0.details) }
        case (.calendarHomeSet, .principal), (.calendarHomeSet, .root): return DAVXML.href(CalDAVPath.home(user.id).href)
        case (.calendarUserAddressSet, .principal):
            return DAVXML.href("mailto:\(user.email)") + DAVXML.href("urn:uuid:\(user.id)")
        case (.syncToken, .collection(let collection, let revision, _)): return DAVXML.escape(collection.syncToken(revision: revision).uri)
        case (.getCTag, .collection(_, let revision, _)): return "\(revision)"
        case (.supportedCalendarComponentSet, .collection(let collection, _, _)):
            let components = collection.calendar?.components ?? Set(PlannerCalendarComponent.allCases)
            return PlannerCalendarComponent.allCases.filter(components.contains).map { "<c:comp name=\"\($0.rawValue)\"/>" }.joined()
        case (.supportedCalendarData, .collection):
            return "<c:calendar-data content-type=\"text/calendar\" version=\"2.0\"/>"
        case (.supportedReportSet, .collection): return Self.supportedReportSet
        case (.calendarColor, .collection(let collection, _, let appearance)):
            if let calendar = collection.calendar { return calendar.color.uppercased() + "FF" }
            return appearance?.color ?? Self.color(of: collection.household.id)
        case (.calendarOrder, .collection(let collection, _, let appearance)):
            return (collection.calendar.map(\.order) ?? appearance?.order).map(String.init)
        case (.maxResourceSize, .collection): return "\(Self.maximumObjectSize)"
        case (.maxInstances, .collection): return "\(CalDAVReportBudget.maximumInstancesPerObject)"
        // RFC 4331: the person's own calendar limit, the same on every collection and the home,
        // since what they keep anywhere counts against it. Only when asked for by name (§3, §4).
        case (.quotaUsedBytes, .collection), (.quotaUsedBytes, .home):
            return "\(try await services.planner.calendarQuota(for: user).usedBytes)"
        case (.quotaAvailableBytes, .collection), (.quotaAvailableBytes, .home):
            return "\(try await services.planner.calendarQuota(for: user).availableBytes)"
        case (.currentUserPrivilegeSet, .collection), (.currentUserPrivilegeSet, .object):
            return ["read", "write", "write-properties", "write-content", "bind", "unbind", "read-current-user-privilege-set"]
                .map { "<d:privilege><d:\($0)/></d:privilege>" }.joined()
        case (.currentUserPrivilegeSet, _):
            return "<d:privilege><d:read/></d:privilege><d:privilege><d:read-current-user-privilege-set/></d:privilege>"
        case (.getETag, .object(_, let object, _)): return DAVXML.escape(object.etag)
        case (.getContentType, .object(_, let object, _)):
            return "text/calendar; charset=utf-8; component=\(object.component.rawValue)"
        case (.calendarData, .object(_, let object, _)): return DAVXML.escape(object.text)
        default: return nil
        }
    }

    /// The reports every collection answers, planner or generated (CalDAVExchange+Reports).
    static let supportedReportSet = ["c:calendar-multiget", "c:calendar-query", "c:free-busy-query", "d:sync-collection"]
        .map { "<d:supported-report><d:report><\($0)/></d:report></d:supported-report>" }.joined()

    /// An object as filters and expansion read it: its stored text, parsed.
    static func component(of object: StoredCalendarObject) -> ICalComponent? {
        try? ICalComponent.parse(object.text, options: .init(validatesKnownValues: false))
    }

    /// A household's colour in calendar apps: fixed per household, from a palette that reads
    /// on light and dark backgrounds, so two households never look alike by accident of order.
    static func color(of household: ID<Household>) -> String {
        let palette = ["#2563EBFF", "#16A34AFF", "#DC2626FF", "#9333EAFF", "#EA580CFF", "#0891B2FF", "#CA8A04FF", "#DB2777FF"]
        let sum = household.description.unicodeScalars.reduce(0) { ($0 + Int($1.value)) % 65_521 }
        return palette[sum % palette.count]
    }

    // MARK: PROPPATCH

    /// Sets or removes the name, colour and order this user's apps show for a household's
    /// calendar (the household itself is renamed in Domov). All or nothing, as RFC 4918 §9.2
    /// asks: one property that cannot be set fails the others with 424.
    func proppatch(_ path: CalDAVPath, body: Data) async throws -> Response {
        let resource = try await resource(path)
        let root = try CalDAVController.xmlBody(body)
        guard root.is(DAVNamespace.dav, "propertyupdate") else { return CalDAVController.malformedXML() }
        var changes: [(element: DAVElement, remove: Bool)] = []
        for instruction in root.children where instruction.is(DAVNamespace.dav, "set") || instruction.is(DAVNamespace.dav, "remove") {
            for property in instruction.child(DAVNamespace.dav, "prop")?.children ?? [] {
                changes.append((property, instruction.name == "remove"))
            }
        }
        guard case .collection(let collection, _, let current) = resource else {
            var multistatus = DAVMultistatus()
            multistatus.add(href: path.href, statuses: changes.map { (DAVPropertyName($0.element), "403 Forbidden") })
            return CalDAVController.xml(.multiStatus, multistatus.xml)
        }
        if let calendar = collection.calendar { return try await proppatch(calendar, changes: changes, at: path) }
        let household = collection.household
        var appearance = current ?? CalendarAppearance(userID: user.id, householdID: household.id)
        let (statuses, allApplied) = DAVPropertyPatch.statuses(of: changes) { name, text, remove in
            switch name {
            case .displayName where remove || (!text.isEmpty && text.count <= CalendarAppearance.displayNameMaximumLength):
                appearance.displayName = remove ? nil : text
            case .calendarColor where remove || CalendarAppearance.validColor(text) != nil:
                appearance.color = remove ? nil : CalendarAppearance.validColor(text)
            case .calendarOrder where remove || Int(text) != nil:
                appearance.order = remove ? nil : Int(text)
            case .displayName, .calendarColor, .calendarOrder:
                return .conflict
            default:
                return .forbidden
            }
            return .applied
        }
        if allApplied {
            try await services.calendarCollections.save(appearance, by: user)
        }
        var multistatus = DAVMultistatus()
        multistatus.add(href: path.href, statuses: statuses)
        return CalDAVController.xml(.multiStatus, multistatus.xml)
    }
}

extension DAVPropertyName {
    static let resourceType = Self(DAVNamespace.dav, "resourcetype")
    static let displayName = Self(DAVNamespace.dav, "displayname")
    static let currentUserPrincipal = Self(DAVNamespace.dav, "current-user-principal")
    static let principalURL = Self(DAVNamespace.dav, "principal-URL")
    static let owner = Self(DAVNamespace.dav, "owner")
    static let syncToken = Self(DAVNamespace.dav, "sync-token")
    static let supportedReportSet = Self(DAVNamespace.dav, "supported-report-set")
    static let currentUserPrivilegeSet = Self(DAVNamespace.dav, "current-user-privilege-set")
    static let getETag = Self(DAVNamespace.dav, "getetag")
    static let getContentType = Self(DAVNamespace.dav, "getcontenttype")
    static let calendarHomeSet = Self(DAVNamespace.caldav, "calendar-home-set")
    static let calendarUserAddressSet = Self(DAVNamespace.caldav, "calendar-user-address-set")
    static let supportedCalendarComponentSet = Self(DAVNamespace.caldav, "supported-calendar-component-set")
    static let supportedCalendarData = Self(DAVNamespace.caldav, "supported-calendar-data")
    static let maxResourceSize = Self(DAVNamespace.caldav, "max-resource-size")
    static let maxInstances = Self(DAVNamespace.caldav, "max-instances")
    static let quotaAvailableBytes = Self(DAVNamespace.dav, "quota-available-bytes")
    static let quotaUsedBytes = Self(DAVNamespace.dav, "quota-used-bytes")
    static let calendarData = Self(DAVNamespace.caldav, "calendar-data")
    static let getCTag = Self(DAVNamespace.calendarServer, "getctag")
    static let calendarColor = Self(DAVNamespace.appleICal, "calendar-color")
    static let calendarOrder = Self(DAVNamespace.appleICal, "calendar-order")
    static let calendarDescription = Self(DAVNamespace.caldav, "calendar-description")
}
