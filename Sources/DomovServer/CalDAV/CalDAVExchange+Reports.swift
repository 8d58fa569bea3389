import DomovCore
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// REPORT: calendar-multiget and calendar-query (RFC 4791 §7.8, §7.9) and sync-collection
/// (RFC 6578), on a planner collection or a generated one (CalDAVExchange+Generated): both
/// list their objects as (path, resource, UID) and give each one's iCalendar, and the rest is
/// the same.
extension CalDAVExchange {
    func report(_ path: CalDAVPath, request: Request, body: Data) async throws -> Response {
        _ = try CalDAVController.depth(request)
        let root = try CalDAVController.xmlBody(body)
        // RFC 3744 principal searches (apps looking up invitees): there is no directory of
        // people to search, so the answer is an empty result rather than an error.
        if root.is(DAVNamespace.dav, "principal-property-search") {
            return CalDAVController.xml(.multiStatus, DAVMultistatus().xml)
        }
        let target = try await resource(path)
        let segment: String
        switch target {
        case .collection(let collection, _, _): segment = collection.segment
        case .generated(let collection): segment = collection.segment
        default: return CalDAVController.xml(.forbidden, DAVXML.error(.init(DAVNamespace.dav, "supported-report")))
        }
        let requested = root.child(DAVNamespace.dav, "prop")?.children ?? []
        let expansion = Self.expansionRange(requested)

        switch (root.namespace, root.name) {
        case (DAVNamespace.caldav, "calendar-multiget"):
            let hrefs = root.children(DAVNamespace.dav, "href").map(\.text)
            var uidsByHref: [String: String] = [:]
            for href in hrefs {
                if case .object(let owner, let hrefSegment, let name)? = CalDAVPath(requestPath: href), owner == user.id,
                    hrefSegment == segment,
                    let uid = try await calendarUID(forName: name, in: target)
                {
                    uidsByHref[href] = uid
                }
            }
            return try await multistatusAnswer(path, expansion: expansion) { [uidsByHref] multistatus, budget, flush in
                for batch in Self.batches(hrefs) {
                    let found = try await objects(in: target, uids: Array(Set(batch.compactMap { uidsByHref[$0] })))
                    for href in batch {
                        if let uid = uidsByHref[href], let object = found.first(where: { $0.uid == uid }) {
                            try await add(object, requested: requested, expansion: expansion, budget: &budget, to: &multistatus)
                        } else {
                            multistatus.add(href: href, status: "404 Not Found")
                        }
                    }
                    try await flush(&multistatus)
                }
            }

        case (DAVNamespace.caldav, "calendar-query"):
            guard let filterElement = root.child(DAVNamespace.caldav, "filter") else {
                return CalDAVController.xml(.forbidden, DAVXML.error(.init(DAVNamespace.caldav, "valid-filter")))
            }
            let filter: CalendarQueryFilter
            do {
                filter = try Self.filter(filterElement)
            } catch {
                return CalDAVController.xml(.forbidden, DAVXML.error(error.condition, description: error.description))
            }
            let zone = TimeZone(identifier: user.preferences.timeZoneIdentifier) ?? .gmt
            var candidates = CalendarQueryCandidates()
            if case .collection(let collection, _, _) = target { candidates = try await self.candidates(filter, in: collection.household) }
            // Listed without texts. What the index decides is answered from the listing
            // unless calendar-data is asked for; the rest is read a batch at a time. (Without
            // its text a timed series is undecided here, and decided once read.)
            let listed = try await objects(in: target, uids: candidates.uids, readingTexts: false)
            let needsTexts = requested.contains { DAVPropertyName($0) == .calendarData }
            var fromListing: [Listed] = []
            var toRead: [String] = []
            for object in listed {
                switch candidates.indexAnswer(for: object) {
                case .outside: continue
                case .overlaps where !needsTexts: fromListing.append(object)
                default: toRead.append(object.uid)
                }
            }
            return try await multistatusAnswer(path, expansion: expansion) { [candidates, fromListing, toRead] multistatus, budget, flush in
                for object in fromListing {
                    try await add(object, requested: requested, expansion: expansion, budget: &budget, to: &multistatus)
                    if multistatus.pendingResponses >= Self.objectsPerRead { try await flush(&multistatus) }
                }
                try await flush(&multistatus)
                for batch in Self.batches(toRead) {
                    for object in try await objects(in: target, uids: Array(batch)) {
                        switch candidates.indexAnswer(for: object) {
                        case .outside: continue
                        case .overlaps: break
                        case .undecided:
                            guard let calendar = try await component(of: object.resource),
                                filter.matches(calendar: calendar, floatingTimeZone: zone)
                            else { continue }
                        }
                        try await add(object, requested: requested, expansion: expansion, budget: &budget, to: &multistatus)
                    }
                    try await flush(&multistatus)
                }
            }

        case (DAVNamespace.caldav, "free-busy-query"):
            // §7.10: not a multistatus but one VFREEBUSY over the range, busy time only.
            guard let range = root.child(DAVNamespace.caldav, "time-range"),
                let parsed = CalendarTimeRange(start: range.attributes["start"], end: range.attributes["end"]),
                let start = parsed.start, let end = parsed.end
            else {
                return CalDAVController.xml(
                    .forbidden,
                    DAVXML.error(
                        .init(DAVNamespace.caldav, "valid-filter"), description: "free-busy-query needs a time-range with start and end."))
            }
            let zone = TimeZone(identifier: user.preferences.timeZoneIdentifier) ?? .gmt
            var busy = CalendarFreeBusy.Busy(from: start, to: end, floatingTimeZone: zone)
            // Only events can be busy, so the planner's index names the objects that may be
            // (those near the range, and series with edited occurrences); their texts are read
            // a batch at a time for TRANSP and STATUS, which the index does not hold. Every
            // object's text was read at once before (issue 23).
            var uids: [String]?
            if case .collection(let collection, _, _) = target {
                let events = CalendarQueryFilter(.init("VCALENDAR", components: [.init("VEVENT", timeRange: parsed)]))
                uids = try await candidates(events, in: collection.household).uids
            }
            var listed = uids ?? []
            if uids == nil { listed = try await objects(in: target, uids: nil, readingTexts: false).map(\.uid) }
            for batch in Self.batches(listed) {
                for object in try await objects(in: target, uids: Array(batch)) {
                    if let calendar = try await component(of: object.resource) { busy.add(calendar) }
                }
            }
            let freeBusy = busy.component(now: services.clock.now())
            let calendar = ICalComponent(
                name: "VCALENDAR",
                properties: [
                    ICalProperty(name: "VERSION", value: "2.0"), ICalProperty(name: "PRODID", value: PlannerCalendarWriter.productID),
                ], components: [freeBusy])
            return Response(
                status: .ok, headers: [.contentType: "text/calendar; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: calendar.serialized())))

        case (DAVNamespace.dav, "sync-collection"):
            return try await syncCollection(root, target: target, requested: requested)

        default:
            return CalDAVController.xml(.forbidden, DAVXML.error(.init(DAVNamespace.dav, "supported-report")))
        }
    }

    /// A calendar-multiget's or calendar-query's 207, `produce` adding its responses and calling
    /// `flush` after each batch of objects (issue 23: memory per request is bounded). The answer
    /// is written as produced: its opening, what each flush hands over, its closing. The status
    /// is 207 whatever follows, since an answer cut short at `CalDAVReportBudget.maximumBytes`
    /// says so inside it (a 507 response for the request-URI after the last whole object), so
    /// the cut is made where it falls, as it was when the answer was built whole.
    ///
    /// With `expand` the answer is still built whole: one object's expansion past
    /// `maximumInstancesPerObject` refuses the whole REPORT with 403 CALDAV:max-instances, and
    /// how many instances an object has is known only by expanding it, which may come after
    /// other objects were written. An expanded answer is held in memory at most
    /// `CalDAVReportBudget.maximumBytes` of it (and `maximumInstancesPerReport` instances).
    private func multistatusAnswer(
        _ path: CalDAVPath, expansion: (start: Date, end: Date)?,
        _ produce:
            @escaping @Sendable (inout DAVMultistatus, inout CalDAVReportBudget, _ flush: (inout DAVMultistatus) async throws -> Void)
            async throws -> Void
    ) async throws -> Response {
        let incomplete: @Sendable (inout DAVMultistatus) -> Void = { multistatus in
            multistatus.addIncomplete(
                href: path.href,
                description: "The answer is longer than this server sends at once: ask for fewer objects or a shorter range.")
        }
        if expansion != nil {
            var multistatus = DAVMultistatus()
            var budget = CalDAVReportBudget()
            do {
                try await produce(&multistatus, &budget) { _ in }
            } catch CalDAVReportBudget.Overflow.tooManyInstances {
                return CalDAVController.xml(
                    .forbidden,
                    DAVXML.error(
                        .maxInstances,
                        description:
                            """
                            An object has more than \(CalDAVReportBudget.maximumInstancesPerObject) instances in the expanded range: ask \
                            for a shorter range, or without expand.
                            """
                    ))
            } catch CalDAVReportBudget.Overflow.full {
                incomplete(&multistatus)
            }
            return CalDAVController.xml(.multiStatus, multistatus.xml)
        }
        // Without `expand` no object can overflow CALDAV:max-instances, so nothing left to
        // decide changes the status.
        return Response(
            status: .multiStatus, headers: [.contentType: "application/xml; charset=utf-8"],
            body: ResponseBody { writer in
                var multistatus = DAVMultistatus()
                var budget = CalDAVReportBudget()
                try await writer.write(ByteBuffer(string: DAVMultistatus.opening))
                do {
                    try await produce(&multistatus, &budget) { multistatus in
                        try await writer.write(ByteBuffer(string: multistatus.takeBody()))
                    }
                } catch CalDAVReportBudget.Overflow.full {
                    incomplete(&multistatus)
                }
                try await writer.write(ByteBuffer(string: multistatus.takeBody() + multistatus.closing))
                try await writer.finish(nil)
            })
    }

    /// sync-collection (RFC 6578) of a planner collection, or of a generated one (its objects are
    /// few and small, so that answer is built whole).
    private func syncCollection(_ root: DAVElement, target: Resource, requested: [DAVElement]) async throws -> Response {
        let tokenText = root.child(DAVNamespace.dav, "sync-token")?.text ?? ""
        // RFC 6578 §3.7: a DAV:limit is honoured by reporting the oldest changes first and
        // a token for what was reported, with 507 on the collection so the app asks again.
        var limit: Int?
        if let nresults = root.child(DAVNamespace.dav, "limit")?.child(DAVNamespace.dav, "nresults") {
            guard let value = Int(nresults.text), value > 0 else { return CalDAVController.malformedXML() }
            limit = value
        }
        var multistatus = DAVMultistatus()
        if case .generated(let generated) = target {
            if let refusal = try await generatedSync(generated, token: tokenText, limit: limit, requested: requested, into: &multistatus) {
                return refusal
            }
            return CalDAVController.xml(.multiStatus, multistatus.xml)
        }
        guard case .collection(let collection, let revision, _) = target else { return CalDAVController.xml(.multiStatus, multistatus.xml) }
        let household = collection.household
        guard let since = CalendarSyncToken.since(tokenText, household: household.id, calendar: collection.calendar?.id, current: revision)
        else {
            return CalDAVController.xml(.forbidden, DAVXML.error(.init(DAVNamespace.dav, "valid-sync-token")))
        }
        // `revision` was read before the changes, so a write landing meanwhile is reported
        // again next time rather than missed.
        let changes = try await services.calendarCollections.changes(in: household.id, since: since)
        // Changes in the household's other calendars are reported as gone from this one (after a
        // first sync): harmless for an object the app never had, right for one that moved away.
        let present = try await objects(in: collection, uids: since == 0 ? nil : Array(changes.keys), readingTexts: false)
        let members = CalendarSyncPage<Listed>.members(since: since, changes: changes, present: present.map { ($0.uid, $0) })
        guard var page = CalendarSyncPage(members: members, limit: limit, revision: revision) else {
            return CalDAVController.xml(.forbidden, DAVXML.error(.init(DAVNamespace.dav, "number-of-matches-within-limits")))
        }
        let names = try await services.calendarCollections.objectNames(
            in: household.id, uids: page.members.filter { $0.object == nil }.map(\.uid))
        // The answer's size limits it as DAV:limit does: whole revisions, then 507 (an app
        // asking for every object's calendar-data would otherwise get all at once). The answer
        // is written as produced, so where it is cut (which sets the token it ends with, or
        // refuses it when not even the oldest revision fits) is decided before its first byte:
        // from the listing, which gives each text's length, when the whole answer surely fits;
        // else by weighing each response as it will be written, texts read a batch at a time
        // and none kept, and writing them again (a write landing between the two can make the
        // answer a little longer; it is reported again next time).
        let readsTexts = Self.readsTexts(requested)
        if try await syncAnswerMayOverflow(page.members, in: collection, names: names, requested: requested, readsTexts: readsTexts) {
            var weighing = CalDAVReportBudget()
            var overflowing: Int64?
            try await syncResponses(page.members, in: collection, names: names, requested: requested, readsTexts: readsTexts) {
                member, response in
                do {
                    try weighing.spend(response)
                } catch {
                    overflowing = member.revision
                    return false
                }
                return true
            }
            if let overflowing {
                guard let cut = page.cut(before: overflowing) else {
                    return CalDAVController.xml(.forbidden, DAVXML.error(.init(DAVNamespace.dav, "number-of-matches-within-limits")))
                }
                page = cut
            }
        }
        let answered = page
        let href = CalDAVPath.collection(user.id, collection.segment).href
        let token = collection.syncToken(revision: answered.reportedUpTo).uri
        return Response(
            status: .multiStatus, headers: [.contentType: "application/xml; charset=utf-8"],
            body: ResponseBody { writer in
                var multistatus = DAVMultistatus()
                try await writer.write(ByteBuffer(string: DAVMultistatus.opening))
                try await syncResponses(answered.members, in: collection, names: names, requested: requested, readsTexts: readsTexts) {
                    _, response in
                    multistatus.append(response)
                    if multistatus.pendingResponses >= Self.objectsPerRead {
                        try await writer.write(ByteBuffer(string: multistatus.takeBody()))
                    }
                    return true
                }
                if answered.isTruncated {
                    multistatus.addIncomplete(href: href, description: "There are more changes: sync again from this token.")
                }
                multistatus.setSyncToken(token)
                try await writer.write(ByteBuffer(string: multistatus.takeBody() + multistatus.closing))
                try await writer.finish(nil)
            })
    }

    /// Whether a sync answer of these members could pass `CalDAVReportBudget.maximumBytes`,
    /// judged from the listing alone: each response as written without its text, and each text
    /// (by its length in bytes) as long as escaping for XML could make it, six bytes (`&quot;`)
    /// for each. Exact when no text is asked for.
    private func syncAnswerMayOverflow(
        _ members: [CalendarSyncPage<Listed>.Member], in collection: CalDAVCollection, names: [String: String],
        requested: [DAVElement], readsTexts: Bool
    ) async throws -> Bool {
        var bound = 0
        try await syncResponses(members, in: collection, names: names, requested: requested, readsTexts: false) { member, response in
            bound += response.utf8.count
            if readsTexts, case .object(_, let stored, _)? = member.object?.resource {
                // `<c:calendar-data/>` becomes `<c:calendar-data>…</c:calendar-data>`.
                bound += 17 + 6 * (stored.textLength ?? Self.maximumObjectSize)
            }
            return bound <= CalDAVReportBudget.maximumBytes
        }
        return bound > CalDAVReportBudget.maximumBytes
    }

    /// Each member's `<d:response>` in order, handed to `each` until it answers false: an object
    /// present with the requested properties (its text read a batch at a time when
    /// `readsTexts`; one gone since reads as deleted, and is reported as such next time too),
    /// one gone as 404.
    private func syncResponses(
        _ members: [CalendarSyncPage<Listed>.Member], in collection: CalDAVCollection, names: [String: String],
        requested: [DAVElement], readsTexts: Bool, each: (CalendarSyncPage<Listed>.Member, String) async throws -> Bool
    ) async throws {
        var batch: [String: Listed] = [:]
        var budget = CalDAVReportBudget() // for expansion, which a sync never asks for
        for (position, member) in members.enumerated() {
            if readsTexts, position % Self.objectsPerRead == 0 {
                let uids = members[position..<min(position + Self.objectsPerRead, members.count)].compactMap { $0.object?.uid }
                batch = Dictionary(
                    try await objects(in: collection, uids: uids).map { ($0.uid, $0) }, uniquingKeysWith: { first, _ in first })
            }
            let response: String
            if let listed = member.object, let object = readsTexts ? batch[listed.uid] : listed {
                response = try await self.response(object, requested: requested, expansion: nil, budget: &budget)
            } else {
                let name = names[member.uid] ?? CalendarObjectWrite.defaultName(uid: member.uid)
                response = DAVMultistatus.response(
                    href: CalDAVPath.object(user.id, collection.segment, name: name).href, status: "404 Not Found")
            }
            guard try await each(member, response) else { return }
        }
    }

    /// The UID an object name in a planner or generated collection stands for.
    private func calendarUID(forName name: String, in target: Resource) async throws -> String? {
        switch target {
        case .collection(let collection, _, _): return try await calendarUID(forName: name, in: collection.household.id)
        case .generated(let collection): return collection.object(named: name)?.uid
        default: return nil
        }
    }

    /// An object's iCalendar, as filters and expansion read it.
    private func component(of resource: Resource) async throws -> ICalComponent? {
        switch resource {
        case .object(_, let object, _): return Self.component(of: object)
        case .generatedObject(_, let object): return object.calendar
        default: return nil
        }
    }

    /// What a query can match at all: for "events in this range", the series and items near
    /// the range (the planner's own window query, a day wider each side for floating and all-day
    /// times read in other zones), by UID; nil, meaning all objects, for anything else. For the
    /// plain "events in this range" query (`onlyEventTimeRange`), those the index shows to be
    /// outside the range are left out, and `indexAnswer` answers for most of the rest.
    private func candidates(_ filter: CalendarQueryFilter, in household: Household) async throws -> CalendarQueryCandidates {
        guard let window = filter.eventWindow else { return CalendarQueryCandidates() }
        let day: TimeInterval = 86_400
        let start = window.start == .distantPast ? window.start : window.start.addingTimeInterval(-day)
        let end = window.end == .distantFuture ? PlannerExpansion.endOfTime : window.end.addingTimeInterval(day)
        var query = PlannerQuery(householdID: household.id, viewerID: user.id, window: DateInterval(start: start, end: max(start, end)))
        query.includeDone = true
        var items = Dictionary(grouping: try await services.planner.indexedItems(query, for: user), by: \.calendarUID)
        guard let range = filter.onlyEventTimeRange else { return CalendarQueryCandidates(uids: Array(items.keys)) }
        // The window query leaves out edited occurrences far from the range, which may have
        // moved an instance into or out of it: those objects are read from their text.
        let edited = try await services.planner.calendarUIDsWithOverrides(Array(items.keys), in: household.id, for: user)
        for uid in edited { items[uid] = nil }
        let readerZone = user.preferences.timeZoneIdentifier
        var answers: [String: PlannerIndexTimeRange.Answer] = [:]
        answers.reserveCapacity(items.count)
        for (uid, items) in items {
            let written = items.count == 1 ? PlannerIndexTimeRange.startZoneIsWritten(of: items[0], text: nil) : nil
            let answer = PlannerIndexTimeRange.answer(items: items, range: range, readerZone: readerZone, startZoneIsWritten: written)
            if answer != .outside { answers[uid] = answer }
        }
        items = items.filter { answers[$0.key] != nil }
        return CalendarQueryCandidates(
            uids: Array(answers.keys) + Array(edited), range: range, readerZone: readerZone, items: items, answers: answers)
    }

    /// One object's response in a generated collection's sync answer: its objects (name days,
    /// chores) are small and as many as the module has, so they are not weighed.
    func add(
        _ object: (path: CalDAVPath, resource: Resource, uid: String), requested: [DAVElement],
        expansion: (start: Date, end: Date)?, to multistatus: inout DAVMultistatus
    ) async throws {
        var budget = CalDAVReportBudget()
        try await add(object, requested: requested, expansion: expansion, budget: &budget, to: &multistatus)
    }

    /// One object's response: the requested properties, calendar-data expanded if asked, if
    /// it fits in what the answer has left (else `CalDAVReportBudget.Overflow`, nothing added).
    func add(
        _ object: (path: CalDAVPath, resource: Resource, uid: String), requested: [DAVElement],
        expansion: (start: Date, end: Date)?, budget: inout CalDAVReportBudget, to multistatus: inout DAVMultistatus
    ) async throws {
        let response = try await response(object, requested: requested, expansion: expansion, budget: &budget)
        try budget.spend(response)
        multistatus.append(response)
    }

    /// The `<d:response>` of one object, its expansion within the budget's instances and bytes.
    private func response(
        _ object: (path: CalDAVPath, resource: Resource, uid: String), requested: [DAVElement],
        expansion: (start: Date, end: Date)?, budget: inout CalDAVReportBudget
    ) async throws -> String {
        var found: [(DAVPropertyName, String)] = []
        var missing: [DAVPropertyName] = []
        for element in requested {
            let name = DAVPropertyName(element)
            if name == .calendarData, let expansion, let calendar = try await component(of: object.resource) {
                let zone = TimeZone(identifier: user.preferences.timeZoneIdentifier) ?? .gmt
                let expanded = try budget.expanded(calendar, from: expansion.start, to: expansion.end, floatingTimeZone: zone)
                found.append((name, DAVXML.escape(expanded)))
            } else if let value = try await property(name, of: object.resource, at: object.path) {
                found.append((name, value))
            } else {
                missing.append(name)
            }
        }
        return DAVMultistatus.response(href: object.path.href, found: found, missing: missing)
    }

    /// `<calendar-data><expand start=… end=…/></calendar-data>`: the range to expand series over.
    private static func expansionRange(_ requested: [DAVElement]) -> (start: Date, end: Date)? {
        guard let expand = requested.first(where: { $0.is(DAVNamespace.caldav, "calendar-data") })?.child(DAVNamespace.caldav, "expand"),
            let range = CalendarTimeRange(start: expand.attributes["start"], end: expand.attributes["end"]),
            let start = range.start, let end = range.end
        else { return nil }
        return (start, end)
    }

    // MARK: Filters

    struct FilterError: Error {
        var condition: DAVPropertyName
        var description: String
    }

    /// CALDAV:filter (RFC 4791 §9.7) into the core's query model.
    static func filter(_ element: DAVElement) throws(FilterError) -> CalendarQueryFilter {
        let components = element.children(DAVNamespace.caldav, "comp-filter")
        guard components.count == 1 else { throw invalid("The filter must hold one comp-filter for VCALENDAR.") }
        let filter = CalendarQueryFilter(try componentFilter(components[0]))
        do {
            try filter.validate()
        } catch {
            throw invalid("\(error)")
        }
        return filter
    }

    private static func componentFilter(_ element: DAVElement) throws(FilterError) -> CalendarQueryFilter.ComponentFilter {
        guard let name = element.attributes["name"], !name.isEmpty else { throw invalid("comp-filter needs a name.") }
        var properties: [CalendarQueryFilter.PropertyFilter] = []
        for child in element.children(DAVNamespace.caldav, "prop-filter") { properties.append(try propertyFilter(child)) }
        var components: [CalendarQueryFilter.ComponentFilter] = []
        for child in element.children(DAVNamespace.caldav, "comp-filter") { components.append(try componentFilter(child)) }
        return CalendarQueryFilter.ComponentFilter(
            name, isNotDefined: element.child(DAVNamespace.caldav, "is-not-defined") != nil,
            timeRange: try timeRange(element), properties: properties, components: components
        )
    }

    private static func propertyFilter(_ element: DAVElement) throws(FilterError) -> CalendarQueryFilter.PropertyFilter {
        guard let name = element.attributes["name"], !name.isEmpty else { throw invalid("prop-filter needs a name.") }
        var test: CalendarQueryFilter.PropertyFilter.Test?
        if let range = try timeRange(element) { test = .timeRange(range) }
        if let match = element.child(DAVNamespace.caldav, "text-match") { test = .textMatch(try textMatch(match)) }
        var parameters: [CalendarQueryFilter.ParameterFilter] = []
        for child in element.children(DAVNamespace.caldav, "param-filter") {
            guard let parameterName = child.attributes["name"], !parameterName.isEmpty else { throw invalid("param-filter needs a name.") }
            let match = try child.child(DAVNamespace.caldav, "text-match").map { (m: DAVElement) throws(FilterError) in try textMatch(m) }
            parameters.append(
                .init(parameterName, isNotDefined: child.child(DAVNamespace.caldav, "is-not-defined") != nil, textMatch: match))
        }
        return CalendarQueryFilter.PropertyFilter(
            name, isNotDefined: element.child(DAVNamespace.caldav, "is-not-defined") != nil, test: test, parameters: parameters
        )
    }

    private static func textMatch(_ element: DAVElement) throws(FilterError) -> CalendarTextMatch {
        let collationName = element.attributes["collation"] ?? CalendarTextMatch.Collation.asciiCasemap.rawValue
        guard let collation = CalendarTextMatch.Collation(rawValue: collationName) else {
            throw FilterError(
                condition: .init(DAVNamespace.caldav, "supported-collation"), description: "Unknown collation \(collationName).")
        }
        return CalendarTextMatch(element.text, collation: collation, negateCondition: element.attributes["negate-condition"] == "yes")
    }

    private static func timeRange(_ element: DAVElement) throws(FilterError) -> CalendarTimeRange? {
        guard let range = element.child(DAVNamespace.caldav, "time-range") else { return nil }
        guard let parsed = CalendarTimeRange(start: range.attributes["start"], end: range.attributes["end"]) else {
            throw invalid("time-range needs UTC start and/or end, end after start.")
        }
        return parsed
    }

    private static func invalid(_ description: String) -> FilterError {
        FilterError(condition: .init(DAVNamespace.caldav, "valid-filter"), description: description)
    }
}

/// An object as a report lists it: its path, what it is, and its UID.
private typealias Listed = (path: CalDAVPath, resource: CalDAVExchange.Resource, uid: String)

/// A calendar-query's candidates and what the planner's index says about them
/// (`PlannerIndexTimeRange`); with no range, every object is read from its text.
struct CalendarQueryCandidates {
    /// The UIDs to read; nil for all.
    var uids: [String]?
    var range: DateInterval?
    var readerZone = ""
    /// Each candidate's items, for those the index may answer.
    var items: [String: [PlannerItem]] = [:]
    /// What the index answered for each of them without their texts.
    var answers: [String: PlannerIndexTimeRange.Answer] = [:]

    func indexAnswer(for object: (path: CalDAVPath, resource: CalDAVExchange.Resource, uid: String)) -> PlannerIndexTimeRange.Answer {
        guard let range, let answer = answers[object.uid], let items = items[object.uid], case .object(_, let stored, _) = object.resource
        else { return .undecided }
        // Only a timed series needs to know how its text writes DTSTART, and only the text of
        // one that no earlier query read says it: that one is answered again once it is read.
        guard answer == .undecided, !stored.text.isEmpty, items.count == 1, items[0].isRecurring, !items[0].when.isAllDay
        else { return answer }
        let written = PlannerIndexTimeRange.startZoneIsWritten(of: items[0], text: stored.text)
        return PlannerIndexTimeRange.answer(items: items, range: range, readerZone: readerZone, startZoneIsWritten: written)
    }
}
