import DomovCore
import DomovStorage
import DomovTesting
import Foundation
import Testing

@Suite("SQLPlannerRepository")
struct SQLPlannerRepositoryTests {
    typealias F = PlannerStorageFixtures

    // MARK: Round trips

    @Test(arguments: TestDatabase.allConfigured())
    func everyFieldOfEveryKindComesBackExactly(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await F.make(storage)
            let garden = PlannerCategory(id: f.base.ids(), householdID: f.home.id, name: "Zahrada", color: "#00aa00")
            try await f.planner.createCategory(garden)
            let meeting = f.item(
                "Schůze ~ výboru", kind: .meeting, when: F.timed("2026-03-30T18:30", minutes: 95), category: .custom(garden.id),
                notes: "~ agenda ~\r\n1. rozpočet\n\n\t2. \"plot\" & <brána>\n~", location: "Obecní dům, sál č. 2", isPrivate: true,
                attendees: [
                    PlannerAttendee(invitee: .member(f.petr.id), name: "Petr Test", response: .accepted),
                    PlannerAttendee(invitee: .email("soused@example.org"), name: "Soused", response: .tentative),
                    PlannerAttendee(invitee: .email("obec@example.org")),
                ],
                reminders: [PlannerReminder(minutesBefore: 0), PlannerReminder(minutesBefore: 15), PlannerReminder(minutesBefore: 1440)]
            )
            let allDay = f.item(
                "Dovolená", when: .allDay(first: LocalDate(year: 2026, month: 7, day: 1)!, days: 14), zone: "America/New_York",
                category: .builtin(.family), completedAt: Date(timeIntervalSince1970: 1_780_000_000))
            let undated = f.item("Koupit mléko", kind: .todo, when: .unscheduled, category: .builtin(.shopping))
            let dueTime = f.item("Zaplatit nájem", kind: .todo, when: F.timed("2026-04-01T12:00", minutes: 0), zone: "Asia/Kathmandu")
            let series = f.item(
                "Angličtina", when: F.timed("2026-03-02T17:00", minutes: 45), category: .builtin(.study),
                rule: "FREQ=WEEKLY;INTERVAL=2;COUNT=10;BYDAY=MO,TH",
                excluded: [F.at("2026-03-05T17:00"), F.at("2026-03-16T17:00")]
            )
            let override = f.item(
                "Angličtina (jinde)", when: F.timed("2026-03-20T10:00", minutes: 60), category: .builtin(.study), location: "Knihovna",
                override: PlannerOverride(seriesID: series.id, originalStart: F.at("2026-03-19T17:00"))
            )
            try await f.planner.write(PlannerBatch(inserts: [meeting, allDay, undated, dueTime, series, override]))
            for item in [meeting, allDay, undated, dueTime, series, override] {
                let read = try await f.planner.item(id: item.id, householdID: f.home.id)
                #expect(read == item, "\(item.title)")
            }
            #expect(try await f.planner.item(id: meeting.id, householdID: try await f.base.household("Elsewhere", owner: f.jana).id) == nil)
            #expect(try await f.planner.overrides(seriesID: series.id) == [override])
            // A calendar UID names the series, not its edited occurrences.
            #expect(try await f.planner.item(calendarUID: series.calendarUID, householdID: f.home.id) == series)

            var changed = series
            changed.title = "Angličtina B2"
            changed.excludedStarts = []
            changed.recurrenceRule = nil
            changed.when = .allDay(first: LocalDate(year: 2026, month: 3, day: 2)!, days: 1)
            changed.sequence += 1
            try await f.planner.write(PlannerBatch(updates: [changed]))
            #expect(try await f.planner.item(id: series.id, householdID: f.home.id) == changed)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func aSecondItemWithTheSameCalendarUIDIsRefused(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await F.make(storage)
            let first = f.item("First", when: F.timed("2026-03-02T09:00"))
            try await f.insert(first)
            let clash = PlannerItem(
                id: f.base.ids(), householdID: f.home.id, authorID: f.jana.id, kind: .event, title: "Second",
                timeZoneIdentifier: "UTC", when: .unscheduled, calendarUID: first.calendarUID,
                createdAt: f.base.clock.now, updatedAt: f.base.clock.now
            )
            await #expect(throws: ValidationFailure("uid", .nameTaken)) { try await f.insert(clash) }
        }
    }

    // MARK: Windows

    @Test(arguments: TestDatabase.allConfigured())
    func aWindowFindsWhatOverlapsItAndEverySeriesThatMayReachIt(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await F.make(storage)
            let weekly = f.item("Weekly", when: F.timed("2026-01-05T09:00"), rule: "FREQ=WEEKLY")
            let movedOut = f.item(
                "Moved out of the window", when: F.timed("2026-04-20T09:00"),
                override: PlannerOverride(seriesID: weekly.id, originalStart: F.at("2026-03-16T09:00"))
            )
            let movedIn = f.item(
                "Moved into the window", when: F.timed("2026-03-17T09:00"),
                override: PlannerOverride(seriesID: weekly.id, originalStart: F.at("2026-02-02T09:00"))
            )
            try await f.insert(
                f.item("Inside", when: F.timed("2026-03-16T12:00")),
                f.item("Ends as it starts", when: F.timed("2026-03-15T23:00")),
                f.item("Starts as it ends", when: F.timed("2026-03-23T00:00")),
                f.item("Runs into it", when: F.timed("2026-03-15T20:00", minutes: 300)),
                f.item("Spans it", when: .allDay(first: LocalDate(year: 2026, month: 3, day: 1)!, days: 60)),
                f.item("Almost a year", when: F.timed("2025-04-01T09:00", minutes: 360 * 1440)),
                f.item("Due at its start", kind: .todo, when: F.timed("2026-03-16T00:00", minutes: 0)),
                f.item("Undated", kind: .todo, when: .unscheduled),
                f.item("Done", when: F.timed("2026-03-17T12:00"), completedAt: f.base.clock.now),
                weekly, movedOut, movedIn,
                f.item("Series that ended", when: F.timed("2026-01-05T09:00"), rule: "FREQ=DAILY;COUNT=5"),
                f.item("Series that starts later", when: F.timed("2026-03-23T09:00"), rule: "FREQ=DAILY"),
                f.item("Series until its first day", when: F.timed("2026-03-01T09:00"), rule: "FREQ=DAILY;UNTIL=20260316T225959Z")
            )
            var query = f.query(window: ("2026-03-16T00:00", "2026-03-23T00:00"))
            let expected = [
                "Almost a year", "Due at its start", "Inside", "Moved into the window", "Moved out of the window", "Runs into it",
                "Series until its first day",
                "Spans it", "Weekly",
            ]
            #expect(try await f.titles(query) == expected)
            query.includeDone = true
            #expect(try await f.titles(query) == (expected + ["Done"]).sorted())

            let occurrences = PlannerExpansion.occurrences(of: try await f.planner.items(matching: query), in: query.window!)
            #expect(
                occurrences.map(\.item.title) == [
                    "Almost a year", "Spans it", "Runs into it", "Due at its start", "Series until its first day", "Inside",
                    "Moved into the window", "Done",
                ])
        }
    }

    // MARK: Agenda

    @Test(arguments: TestDatabase.allConfigured())
    func theAgendaQueryFindsWhatIsNotOverInOrderUpToItsLimit(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await F.make(storage)
            try await f.insert(
                f.item("Past", when: F.timed("2026-03-09T09:00")),
                // Started 282 days before and runs 300: found although it began long ago.
                f.item("Long trip", when: F.timed("2025-06-01T09:00", minutes: 300 * 1440)),
                f.item("In progress", when: F.timed("2026-03-10T11:30")),
                f.item("Overdue", kind: .todo, when: F.timed("2026-02-01T09:00", minutes: 0)),
                f.item("Next", when: F.timed("2026-03-11T09:00")),
                f.item("After next", when: F.timed("2026-03-12T09:00")),
                f.item("Much later", when: F.timed("2026-06-12T09:00")),
                f.item("Undated", kind: .todo, when: .unscheduled),
                f.item("Done", kind: .todo, when: .unscheduled, completedAt: f.base.clock.now),
                f.item("Endless series", when: F.timed("2026-01-01T09:00"), rule: "FREQ=DAILY"),
                f.item("Finished series", when: F.timed("2026-01-01T09:00"), rule: "FREQ=DAILY;COUNT=3")
            )
            var query = f.query()
            query.after = F.at("2026-03-10T12:00")
            query.limit = 3
            let found = try await f.planner.items(matching: query).map(\.title)
            // What is not over, in order of start, at most `limit`; then overdue to-dos; the undated; live series.
            #expect(found == ["Long trip", "In progress", "Next", "Overdue", "Undated", "Endless series"])
            query.includeDone = true
            #expect(try await f.planner.items(matching: query).map(\.title).contains("Done"))
        }
    }

    // MARK: Filters and privacy

    @Test(arguments: TestDatabase.allConfigured())
    func categoryAndTextFiltersIgnoringCaseAndAccents(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await F.make(storage)
            let coffee = PlannerCategory(id: f.base.ids(), householdID: f.home.id, name: "Káva", color: "#6b4423")
            try await f.planner.createCategory(coffee)
            try await f.insert(
                f.item("Káva s babičkou", when: .unscheduled, category: .custom(coffee.id)),
                f.item("Ochutnávka", when: .unscheduled, category: .builtin(.personal), notes: "Zrnková KÁVA z Etiopie"),
                f.item("Porada", when: .unscheduled, category: .builtin(.work), location: "Kavárna Slavia"),
                f.item("100% done_ish", when: .unscheduled, category: .builtin(.work)),
                f.item("Nákup", when: .unscheduled, category: .builtin(.shopping))
            )
            var query = f.query()
            query.text = "kava"
            #expect(try await f.titles(query) == ["Káva s babičkou", "Ochutnávka", "Porada"])
            query.text = "KAVA etiopie"
            #expect(try await f.titles(query) == ["Ochutnávka"])
            query.text = "%"
            #expect(try await f.titles(query) == ["100% done_ish"])
            query.text = "_"
            #expect(try await f.titles(query) == ["100% done_ish"])
            query.text = ""
            query.categories = [.builtin(.work), .custom(coffee.id)]
            #expect(try await f.titles(query) == ["100% done_ish", "Káva s babičkou", "Porada"])
            query.categories = [.custom(coffee.id)]
            query.text = "babi"
            #expect(try await f.titles(query) == ["Káva s babičkou"])
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func privateItemsAreSeenByTheirAuthorAndInviteesOnly(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await F.make(storage)
            let eva = try await f.base.user("eva")
            try await f.base.join(f.home, eva)
            try await f.insert(
                f.item("Shared", when: .unscheduled),
                f.item("Jana's secret", when: .unscheduled, isPrivate: true),
                f.item(
                    "Private meeting with Petr", kind: .meeting, when: F.timed("2026-03-10T10:00"), isPrivate: true,
                    attendees: [PlannerAttendee(invitee: .member(f.petr.id), name: "Petr")]),
                f.item("Done secret", kind: .todo, when: .unscheduled, isPrivate: true, completedAt: f.base.clock.now)
            )
            var query = f.query()
            query.includeDone = true
            #expect(try await f.titles(query) == ["Done secret", "Jana's secret", "Private meeting with Petr", "Shared"])
            #expect(try await f.titles(f.query(viewer: f.petr)) == ["Private meeting with Petr", "Shared"])
            #expect(try await f.titles(f.query(viewer: eva)) == ["Shared"])
            #expect(try await f.planner.history(householdID: f.home.id, viewerID: f.jana.id, limit: 10).map(\.title) == ["Done secret"])
            #expect(try await f.planner.history(householdID: f.home.id, viewerID: f.petr.id, limit: 10).isEmpty)
        }
    }

    /// Series come from a per-process cache (`PlannerSeriesCache`): it must follow every change,
    /// made here or by another process on the same database, and show each viewer their own.
    @Test(arguments: TestDatabase.allConfigured())
    func seriesFollowEveryChangeWhoeverMakesIt(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await F.make(storage)
            let eva = try await f.base.user("eva")
            try await f.base.join(f.home, eva)
            var weekly = f.item("Weekly", when: F.timed("2026-01-05T09:00"), rule: "FREQ=WEEKLY")
            try await f.insert(
                weekly,
                f.item("Jana's secret series", when: F.timed("2026-01-05T07:00"), isPrivate: true, rule: "FREQ=DAILY"),
                f.item(
                    "Private weekly with Petr", kind: .meeting, when: F.timed("2026-01-06T10:00"), isPrivate: true, rule: "FREQ=WEEKLY",
                    attendees: [PlannerAttendee(invitee: .member(f.petr.id), name: "Petr")]),
                f.item("Ended series", when: F.timed("2026-01-05T09:00"), rule: "FREQ=DAILY;COUNT=2")
            )
            func titles(_ viewer: User, window: (String, String)? = nil) async throws -> [String] {
                var query = f.query(viewer: viewer, window: window)
                query.after = F.at("2026-03-10T12:00")
                query.limit = 10
                return try await f.titles(query)
            }
            #expect(try await titles(f.jana) == ["Jana's secret series", "Private weekly with Petr", "Weekly"])
            #expect(try await titles(f.petr) == ["Private weekly with Petr", "Weekly"])
            #expect(try await titles(eva) == ["Weekly"])
            #expect(try await titles(eva, window: ("2026-01-05T00:00", "2026-01-06T00:00")) == ["Ended series", "Weekly"])

            weekly.title = "Weekly, renamed"
            try await f.planner.write(PlannerBatch(updates: [weekly]))
            #expect(try await titles(eva) == ["Weekly, renamed"])

            // Another process has its own cache; this one must still notice what it wrote.
            try await Storage(database: storage.database).planner.write(PlannerBatch(deletes: [weekly.id]))
            #expect(try await titles(eva).isEmpty)

            try await storage.accounts.delete(userID: f.jana.id)
            #expect(try await titles(f.petr).isEmpty)
        }
    }

    /// Which objects have edited occurrences is kept with the series (a calendar-query asks it
    /// of hundreds of UIDs): it follows every change too, and is right before anything is kept.
    @Test(arguments: TestDatabase.allConfigured())
    func seriesWithEditedOccurrencesFollowEveryChange(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await F.make(storage)
            let weekly = f.item("Weekly", when: F.timed("2026-01-05T09:00"), rule: "FREQ=WEEKLY")
            let daily = f.item("Daily", when: F.timed("2026-01-05T07:00"), rule: "FREQ=DAILY")
            try await f.insert(weekly, daily)
            let uids = [weekly.calendarUID, daily.calendarUID, "unknown@domov"]
            func edited() async throws -> Set<String> {
                try await f.planner.calendarUIDsWithOverrides(uids, householdID: f.home.id)
            }
            // Nothing kept yet: answered by a query.
            #expect(try await edited().isEmpty)
            let moved = f.item(
                "Weekly, moved", when: F.timed("2026-01-13T10:00"),
                override: PlannerOverride(seriesID: weekly.id, originalStart: F.at("2026-01-12T09:00")))
            try await f.insert(moved)
            #expect(try await edited() == [weekly.calendarUID])
            // Kept by a view's read of the series, then changed here and by another process.
            _ = try await f.titles(f.query(window: ("2026-01-01T00:00", "2026-02-01T00:00")))
            #expect(try await edited() == [weekly.calendarUID])
            try await f.insert(
                f.item(
                    "Daily, later", when: F.timed("2026-01-07T08:00"),
                    override: PlannerOverride(seriesID: daily.id, originalStart: F.at("2026-01-07T07:00"))))
            #expect(try await edited() == [weekly.calendarUID, daily.calendarUID])
            _ = try await f.titles(f.query(window: ("2026-01-01T00:00", "2026-02-01T00:00")))
            #expect(try await edited() == [weekly.calendarUID, daily.calendarUID])
            try await Storage(database: storage.database).planner.write(PlannerBatch(deletes: [moved.id]))
            #expect(try await edited() == [daily.calendarUID])
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func historyListsTheMostRecentlyDoneFirst(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await F.make(storage)
            let now = f.base.clock.now
            try await f.insert(
                f.item("First done", kind: .todo, when: .unscheduled, completedAt: now),
                f.item("Open", kind: .todo, when: .unscheduled),
                f.item("Last done", kind: .todo, when: .unscheduled, completedAt: now.addingTimeInterval(120)),
                f.item("Second done", when: F.timed("2026-01-01T10:00"), completedAt: now.addingTimeInterval(60))
            )
            #expect(
                try await f.planner.history(householdID: f.home.id, viewerID: f.petr.id, limit: 10).map(\.title)
                    == ["Last done", "Second done", "First done"])
            #expect(try await f.planner.history(householdID: f.home.id, viewerID: f.petr.id, limit: 2).count == 2)
        }
    }

    // MARK: Writing

    @Test(arguments: TestDatabase.allConfigured())
    func aFailingBatchWritesNothing(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await F.make(storage)
            let kept = f.item("Kept", when: F.timed("2026-03-02T09:00"))
            try await f.insert(kept)
            var edited = kept
            edited.title = "Edited"
            let fresh = f.item("Fresh", when: .unscheduled)
            let category = PlannerCategory(id: f.base.ids(), householdID: f.home.id, name: "New one", color: "#123456")
            let duplicate = kept // same primary key: the last write of the batch fails
            await #expect(throws: (any Error).self) {
                try await f.planner.write(PlannerBatch(newCategory: category, inserts: [fresh, duplicate], updates: [edited]))
            }
            #expect(try await f.planner.item(id: kept.id, householdID: f.home.id)?.title == "Kept")
            #expect(try await f.planner.item(id: fresh.id, householdID: f.home.id) == nil)
            #expect(try await f.planner.categories(householdID: f.home.id).isEmpty)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func categoriesAreUniqueByNameAndRenamedInPlace(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await F.make(storage)
            let coffee = PlannerCategory(id: f.base.ids(), householdID: f.home.id, name: "Káva", color: "#6b4423")
            try await f.planner.createCategory(coffee)
            await #expect(throws: ValidationFailure("name", .nameTaken)) {
                try await f.planner.createCategory(
                    PlannerCategory(id: f.base.ids(), householdID: f.home.id, name: "KAVA", color: "#000000"))
            }
            // Another household may use the same name.
            let cottage = try await f.base.household("Cottage", owner: f.petr)
            try await f.planner.createCategory(PlannerCategory(id: f.base.ids(), householdID: cottage.id, name: "Káva", color: "#000000"))

            let item = f.item("Espresso", when: .unscheduled, category: .custom(coffee.id))
            try await f.insert(item)
            var renamed = coffee
            renamed.name = "Čaj"
            renamed.color = "#22aa22"
            try await f.planner.updateCategory(renamed)
            let tea = PlannerCategory(id: f.base.ids(), householdID: f.home.id, name: "Voda", color: "#0000ff")
            try await f.planner.createCategory(tea)
            #expect(try await f.planner.categories(householdID: f.home.id) == [renamed, tea])
            #expect(try await f.planner.item(id: item.id, householdID: f.home.id)?.category == .custom(coffee.id))
            var clash = tea
            clash.name = "čaj"
            await #expect(throws: ValidationFailure("name", .nameTaken)) { try await f.planner.updateCategory(clash) }
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func deletingACategoryMovesItsItemsWhereAsked(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await F.make(storage)
            let coffee = PlannerCategory(id: f.base.ids(), householdID: f.home.id, name: "Káva", color: "#6b4423")
            let tea = PlannerCategory(id: f.base.ids(), householdID: f.home.id, name: "Čaj", color: "#22aa22")
            try await f.planner.createCategory(coffee)
            try await f.planner.createCategory(tea)
            let espresso = f.item("Espresso", when: .unscheduled, category: .custom(coffee.id))
            let latte = f.item("Latte", when: .unscheduled, category: .custom(coffee.id))
            let green = f.item("Green", when: .unscheduled, category: .custom(tea.id))
            try await f.insert(espresso, latte, green)

            #expect(try await f.planner.deleteCategory(id: coffee.id, householdID: f.home.id, movingItemsTo: .custom(tea.id)))
            #expect(try await f.planner.item(id: espresso.id, householdID: f.home.id)?.category == .custom(tea.id))
            #expect(try await f.planner.item(id: latte.id, householdID: f.home.id)?.category == .custom(tea.id))
            #expect(try await f.planner.deleteCategory(id: tea.id, householdID: f.home.id, movingItemsTo: .builtin(.health)))
            for item in [espresso, latte, green] {
                #expect(try await f.planner.item(id: item.id, householdID: f.home.id)?.category == .builtin(.health))
            }
            #expect(try await f.planner.categories(householdID: f.home.id).isEmpty)
            #expect(try await !f.planner.deleteCategory(id: tea.id, householdID: f.home.id, movingItemsTo: .builtin(.other)))
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func deletingASeriesDeletesItsEditedOccurrences(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await F.make(storage)
            let series = f.item("Weekly", when: F.timed("2026-03-02T09:00"), rule: "FREQ=WEEKLY")
            let overrides = (0..<3).map { week in
                f.item(
                    "Moved \(week)", when: F.timed("2026-03-1\(week)T15:00"),
                    override: PlannerOverride(
                        seriesID: series.id, originalStart: F.at("2026-03-02T09:00").addingTimeInterval(Double(week + 1) * 7 * 86_400)))
            }
            let other = f.item("Other", when: .unscheduled)
            try await f.planner.write(PlannerBatch(inserts: [series, other] + overrides))
            #expect(try await f.planner.overrides(seriesID: series.id).count == 3)
            try await f.planner.write(PlannerBatch(deletes: [series.id]))
            #expect(try await f.planner.overrides(seriesID: series.id).isEmpty)
            #expect(try await f.base.rows(in: "planner_items") == 1)
        }
    }

    @Test(arguments: TestDatabase.allConfigured())
    func deletingAHouseholdDeletesItsPlanner(_ database: TestDatabase) async throws {
        try await database.withStorage { storage in
            let f = try await F.make(storage)
            let cottage = try await f.base.household("Cottage", owner: f.jana)
            let coffee = PlannerCategory(id: f.base.ids(), householdID: f.home.id, name: "Káva", color: "#6b4423")
            try await f.planner.createCategory(coffee)
            let series = f.item("Weekly", when: F.timed("2026-03-02T09:00"), category: .custom(coffee.id), rule: "FREQ=WEEKLY")
            try await f.planner.write(
                PlannerBatch(inserts: [
                    series,
                    f.item(
                        "Moved", when: F.timed("2026-03-10T09:00"), category: .custom(coffee.id),
                        override: PlannerOverride(seriesID: series.id, originalStart: F.at("2026-03-09T09:00"))),
                    f.item("Elsewhere", when: .unscheduled, household: cottage),
                ]))
            try await f.storage.households.delete(id: f.home.id)
            #expect(try await f.base.rows(in: "planner_items", where: "household_id", is: f.home.id.description) == 0)
            #expect(try await f.base.rows(in: "planner_categories") == 0)
            #expect(try await f.base.rows(in: "planner_items") == 1)
        }
    }
}
