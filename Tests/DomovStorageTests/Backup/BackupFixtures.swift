import DomovCore
import DomovStorage
import DomovTesting
import Foundation

extension StorageFixtures {
    /// A little of everything, so that every table has rows and both nulls and values.
    func populateForBackup() async throws {
        let jana = try await user("jana")
        let petr = try await user("Petr")
        let home = try await household("Domov Nováků", owner: jana)
        try await join(home, petr)
        try await household("Chata", owner: petr)
        try await invite(to: home, by: jana)
        try await storage.accounts.updatePreferences(userID: petr.id, preferences: UserPreferences())
        let now = clock.now
        try await storage.sessions.create(
            token: SecretToken.generate(), userID: jana.id, createdAt: now, expiresAt: now.addingTimeInterval(3600))
        let phone = SecretToken.generate(prefix: AppPassword.tokenPrefix)
        _ = try await storage.appPasswords.create(id: ids(), userID: jana.id, name: "Telefon 📱", token: phone, createdAt: now)
        _ = try await storage.appPasswords.create(id: ids(), userID: petr.id, name: "Unused", token: SecretToken.generate(), createdAt: now)
        _ = try await storage.appPasswords.user(token: phone, now: now.addingTimeInterval(5))
        try await storage.loginAttempts.recordFailure(keys: ["account:jana@example.org", "address:192.0.2.1"], at: now)
        try await storage.siteSettings.save(SiteSettings(openSignUp: false))
        try await populatePlanner(home, jana, petr)
        try await populateDelivery(jana, petr)
        try await populateChores(home, jana, petr)
        try await populateNameDays(jana, petr)
        try await populateMeals(home, jana, petr)
        try await populatePhrasebook(home, jana)
        try await populateLinkedIdentities(jana, petr)
    }

    /// One identity with an email and one without.
    private func populateLinkedIdentities(_ jana: User, _ petr: User) async throws {
        try await storage.linkedIdentities.insert(
            LinkedIdentity(
                id: ids(), userID: jana.id, providerID: "google", issuer: "https://accounts.google.com", subject: "1093",
                email: "jana@example.org", linkedAt: clock.now
            ))
        try await storage.linkedIdentities.insert(
            LinkedIdentity(
                id: ids(), userID: petr.id, providerID: "work", issuer: "https://sso.example.org", subject: "petr", email: nil,
                linkedAt: clock.now
            ))
    }

    /// A reminder for a person and one for a name alone; one person's choice of calendars with a feed.
    private func populateNameDays(_ jana: User, _ petr: User) async throws {
        let names = NameDayService(repository: storage.nameDays, clock: clock.wallClock, ids: ids, link: { _ in "/name-days/reminders" })
        try await storage.nameDays.setCalendars([.czech, .slovak], userID: jana.id, at: clock.now)
        try await storage.nameDays.setFeedToken(SecretToken.generate(), userID: jana.id, at: clock.now)
        _ = try await names.create(NameDayReminderInput(name: "Šárka", personName: "Babička Šárka", time: "08:15"), by: jana)
        _ = try await names.create(NameDayReminderInput(name: "Honza"), by: petr)
    }

    /// A recipe with a photo and a like, one without either, the starter seeding, personal data.
    private func populateMeals(_ home: Household, _ jana: User, _ petr: User) async throws {
        let now = clock.now
        let soup = Recipe(
            id: ids(), householdID: home.id, authorID: jana.id, name: "Čočková polévka", summary: "Hřeje.",
            ingredients: [
                RecipeIngredient(quantity: 200, unit: "g", name: "čočka"), RecipeIngredient(quantity: nil, unit: "", name: "sůl"),
            ],
            method: ["Uvařit."], preparationMinutes: 30, servings: 4,
            nutritionPerServing: Nutrition(kcal: 250.5, protein: 15, carbohydrate: 38, fat: 3.5),
            imageURL: "https://recepty.example/čočka.jpg?w=800&h=600",
            details: RecipeDetails(author: "Babička \"Bára\"", category: "Polévka", keywords: ["luštěniny", "zima"], cookMinutes: 25),
            createdAt: now, updatedAt: now
        )
        try await storage.recipes.insert(soup, photo: RecipePhoto(contentType: .jpeg, bytes: [0xFF, 0xD8, 0xFF, 0xE0, 0, 1]))
        _ = try await storage.recipes.toggleLike(recipeID: soup.id, userID: petr.id, at: now)
        let starter = Recipe(
            id: ids(), householdID: home.id, authorID: nil, name: "Ovesná kaše", summary: "",
            ingredients: [RecipeIngredient(quantity: 50, unit: "g", name: "vločky")],
            method: ["Vařit."], preparationMinutes: 10, servings: 1, nutritionPerServing: .zero, nutritionEntered: false,
            starterKey: "porridge",
            createdAt: now, updatedAt: now
        )
        _ = try await storage.recipes.seedStarters([starter], householdID: home.id, at: now)
        // The soup planned on the planner's moved meeting; a list with an item from it and one typed by hand.
        try await storage.recipes.savePlan(
            MealPlan(
                plannerItemID: ID(UUID(uuidString: "00000000-0000-0000-0000-000000000001")!), householdID: home.id, recipeID: soup.id,
                servings: 6, createdAt: now
            ))
        try await storage.recipes.replacePlannedShoppingItems(
            [
                ShoppingItem(
                    id: ids(), householdID: home.id, name: "čočka", quantity: 300.5, unit: "g", recipes: ["Čočková polévka"],
                    fromPlan: true, position: 0, createdAt: now, updatedAt: now)
            ], householdID: home.id)
        try await storage.recipes.insertShoppingItem(
            ShoppingItem(
                id: ids(), householdID: home.id, name: "chleba", quantity: nil, unit: "", fromPlan: false, checked: true, position: 1,
                createdAt: now, updatedAt: now)
        )
        try await storage.recipes.savePersonalData(
            PersonalData(
                sex: .male, weightKg: 80.5, heightCm: 180, ageYears: 40, activity: .heavy, goal: .muscleGain, equation: .mifflinStJeor,
                energyRule: .activityBased),
            userID: petr.id, at: now
        )
        try await storage.recipes.saveShoppingAisleOrder(ShoppingAisleOrder.standard.moving(.dairy, .up), householdID: home.id, at: now)
    }

    /// A favourite with chosen words, a recently used phrase, and a household's own phrasebook.
    private func populatePhrasebook(_ home: Household, _ jana: User) async throws {
        let now = clock.now
        let want = SavedPhrase(
            packID: "en-neoslavonic", phraseID: "i-want",
            selection: PhraseSelection([1: .init(form: "verb", entry: "sleep")]), savedAt: now)
        try await storage.phrasebook.save(want, as: .favourite, userID: jana.id, keep: 100)
        try await storage.phrasebook.save(
            SavedPhrase(packID: "en-czech", phraseID: "hello", savedAt: now), as: .recent, userID: jana.id, keep: 20)
        try await storage.phrasebook.saveHouseholdPack(Data("{\"id\":\"naše\"}".utf8), householdID: home.id, packID: "en-czech", at: now)
    }

    /// Settings, a used and a pending verification link, a push subscription, and deliveries of a sent notice.
    private func populateDelivery(_ jana: User, _ petr: User) async throws {
        let now = clock.now
        let settings = storage.notificationSettings
        let used = SecretToken.generate()
        try await settings.createEmailVerification(
            userID: jana.id, address: jana.email, token: used, createdAt: now, expiresAt: now.addingTimeInterval(60))
        _ = try await settings.consumeEmailVerification(token: used, now: now)
        try await settings.createEmailVerification(
            userID: petr.id, address: petr.email, token: SecretToken.generate(), createdAt: now, expiresAt: now.addingTimeInterval(60))
        try await settings.save(
            userID: petr.id,
            NotificationSettings(
                inApp: false, defaultLeadMinutes: 15,
                quietHours: QuietHours(startMinute: 1320, endMinute: 420)), at: now)
        let phone = PushSubscription(
            id: ids(), userID: jana.id, endpoint: "https://push.example/ž", p256dh: "BPk", auth: "au",
            label: "Telefon", createdAt: now, lastSuccessAt: now)
        try await storage.pushSubscriptions.save(phone)
        let notice = Notice(
            id: ids(), userID: jana.id, source: NotificationSource(module: "planner", id: "sent"), title: "Odesláno",
            eventAt: now, link: "/planner", dueAt: now, createdAt: now)
        try await storage.notifications.replacePending(source: notice.source, with: [notice])
        try await storage.notifications.markDispatched([notice.id], at: now, late: [])
        let push = Delivery(
            id: ids(), noticeID: notice.id, userID: jana.id, channel: .push, destination: phone.id.description,
            outbox: OutboxState(nextAttemptAt: now, createdAt: now))
        let email = Delivery(
            id: ids(), noticeID: notice.id, userID: jana.id, channel: .email, destination: jana.email,
            outbox: OutboxState(nextAttemptAt: now, createdAt: now))
        try await storage.deliveries.enqueue([push, email])
        try await storage.deliveries.markSent(push.id, attempts: 1, at: now)
        try await storage.deliveries.reschedule(
            email.id, attempts: 2, nextAttemptAt: now.addingTimeInterval(60), error: "451 zkuste později")
        _ = try await storage.deliverySettings.vapidPrivateKey { "vapid-test-key" }
        try await storage.deliverySettings.saveMailServer(
            MailServerSettings(
                host: "smtp.example.org", port: 587, security: .startTLS,
                fromAddress: "domov@example.org"))
    }

    /// A category, a weekly series with a deleted and an edited occurrence, a reminder notice and an
    /// invitation to the guest invited by address.
    /// The edited occurrence's id sorts before its series', so restoring rows in id order
    /// depends on the deferred foreign key.
    private func populatePlanner(_ home: Household, _ jana: User, _ petr: User) async throws {
        let now = clock.now
        let category = PlannerCategory(id: ids(), householdID: home.id, name: "Zahrada 🌱", color: "#16a34a")
        let start = now.addingTimeInterval(86_400)
        let series = PlannerItem(
            id: ids(), householdID: home.id, authorID: jana.id, kind: .meeting, title: "Porada", notes: "~ řádek\ndruhý",
            category: .custom(category.id), timeZoneIdentifier: "Europe/Prague", when: .timed(start: start, minutes: 45),
            location: "Kuchyň",
            attendees: [PlannerAttendee(invitee: .member(petr.id), name: "Petr"), PlannerAttendee(invitee: .email("host@example.org"))],
            reminders: [PlannerReminder(minutesBefore: 15)], recurrenceRule: "FREQ=WEEKLY;COUNT=5",
            excludedStarts: [start.addingTimeInterval(7 * 86_400)], calendarUID: "porada@domov",
            calendarExtras: PlannerCalendarExtras.encode(
                properties: [ICalProperty(name: "X-APPLE-TRAVEL-ADVISORY-BEHAVIOR", value: "AUTOMATIC")], components: []),
            createdAt: now, updatedAt: now
        )
        let edited = PlannerItem(
            id: ID(UUID(uuidString: "00000000-0000-0000-0000-000000000001")!), householdID: home.id, authorID: jana.id,
            kind: .meeting, title: "Porada (posunutá)", timeZoneIdentifier: "Europe/Prague",
            when: .timed(start: start.addingTimeInterval(14 * 86_400 + 3600), minutes: 45),
            override: PlannerOverride(seriesID: series.id, originalStart: start.addingTimeInterval(14 * 86_400)),
            calendarUID: "porada@domov", createdAt: now, updatedAt: now
        )
        let todo = PlannerItem(
            id: ids(), householdID: home.id, authorID: petr.id, kind: .todo, title: "Koupit mléko", isPrivate: true,
            timeZoneIdentifier: "Europe/Prague", when: .allDay(first: LocalDate(year: 2025, month: 2, day: 1)!, days: 1),
            completedAt: now, calendarUID: "mleko@domov", createdAt: now, updatedAt: now
        )
        var batch = PlannerBatch(newCategory: category, inserts: [series, edited, todo])
        batch.reminders[series.id] = PlannerReminderPlan.notices(
            for: series, after: now, link: "/planner/\(home.id)/items/\(series.id)", ids: ids)
        batch.invitations = MeetingInvitationPlan.invitations(
            previous: nil, current: series, organizer: MeetingOrganizer(jana), now: now, ids: ids)
        // As if a calendar app had PUT the series under a name of its own.
        batch.calendarObject = CalendarObjectWrite(
            householdID: home.id, uid: "porada@domov", name: "Porada z iPhonu.ics", expectation: .absent)
        batch.objectTexts["porada@domov"] = CalendarObjectTextChange(
            text: PlannerCalendarWriter.stored(categories: [category], now: now).object(items: [series, edited]).serialized(), base: .whole
        )
        try await storage.planner.write(batch)
        try await storage.calendarAppearances.save(
            CalendarAppearance(userID: jana.id, householdID: home.id, displayName: "Doma 🏠", color: "#16A34AFF"))
        let sport = PlannerCalendar(
            id: ids(), householdID: home.id, ownerID: petr.id, slug: "sport-📅", name: "Sport ⚽", color: "#0891b2",
            details: "Běh\nkolo",
            components: [.event], createdAt: now
        )
        try await storage.planner.createCalendar(sport)
        // A journal entry (jtx Board) in Petr's calendar: no item, so its row keeps where it is.
        var journal = PlannerBatch()
        journal.calendarObject = CalendarObjectWrite(
            householdID: home.id, uid: "denik@jtx", name: "deník.ics", expectation: .absent, calendarID: sport.id)
        journal.objectTexts["denik@jtx"] = CalendarObjectTextChange(
            text:
                """
                BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:jtx\r\nBEGIN:VJOURNAL\r\nUID:denik@jtx\r\nSUMMARY:Deník 📓\r\nEND:VJOURNAL\r\n\
                END:VCALENDAR\r\n
                """,
            base: .whole, journal: CalendarJournalPlacement(calendarID: sport.id, authorID: petr.id, isPrivate: true)
        )
        try await storage.planner.write(journal)
        try await storage.calendarSubscriptions.create(
            CalendarSubscription(
                id: ids(), householdID: home.id, ownerID: jana.id, name: "Svátky 🇨🇿", color: "#dc2626",
                url: "https://example.org/svatky.ics",
                etag: "\"v1\"", lastModified: nil, calendarText: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", lastSuccessAt: now,
                lastAttemptAt: now, problem: .status(404), nextRefreshAt: now, createdAt: now
            ))
        try await storage.planner.write(
            PlannerBatch(inserts: [
                PlannerItem(
                    id: ids(), householdID: home.id, authorID: petr.id, kind: .event, title: "Běh", isPrivate: true,
                    timeZoneIdentifier: "Europe/Prague",
                    when: .timed(start: start, minutes: 30), calendarUID: "beh@domov", calendarID: sport.id, createdAt: now, updatedAt: now
                )
            ]))
        let account = ExternalCalendarAccount(
            id: ids(), householdID: home.id, ownerID: petr.id, serverURL: "https://dav.example/", username: "petr@example.org",
            sealedPassword: "aes-gcm-1:zapečetěno", authentication: .oauth(provider: "google"), lastSyncAt: now, problem: .status(503),
            nextSyncAt: now, createdAt: now
        )
        try await storage.externalCalendars.createAccount(account)
        let synced = ExternalCalendar(
            id: ids(), accountID: account.id, url: "https://dav.example/petr/sport/", plannerCalendarID: sport.id, name: "Sport ⚽",
            remoteVersion: "sync-1", skippedCount: 1
        )
        try await storage.externalCalendars.createCalendar(synced)
        try await storage.externalCalendars.saveObjectState(
            ExternalObjectState(url: "https://dav.example/petr/sport/beh.ics", uid: "beh@domov", etag: "\"1\"", localFingerprint: "x@1"),
            calendarID: synced.id
        )
        try await storage.externalCalendars.saveObjectState(
            ExternalObjectState(
                url: "https://dav.example/petr/sport/hodinove.ics", uid: "h", etag: "\"2\"", localFingerprint: nil, skipReason: "hourly"),
            calendarID: synced.id
        )
        try await storage.calendarFeeds.create(
            CalendarFeed(id: ids(), householdID: home.id, userID: jana.id, name: "Google", createdAt: now),
            token: SecretToken.generate(prefix: CalendarFeed.tokenPrefix)
        )
    }

    /// A room followed by both, a one-time chore with an alert, a rotating chore renewed once.
    private func populateChores(_ home: Household, _ jana: User, _ petr: User) async throws {
        let service = ChoresService(
            chores: storage.chores, households: storage.households, clock: clock.wallClock, ids: ids,
            link: { "/chores/\($0.householdID)/chores/\($0.id)" })
        let kitchen = try await service.createRoom(ChoreRoomInput(name: "Kuchyň 🍳", type: "kitchen"), in: home.id, by: jana)
        try await service.setMyRoom(kitchen.id, in: home.id, true, for: petr)
        var once = ChoreInput()
        once.roomID = kitchen.id.description
        once.name = "Odmrazit lednici"
        once.details = "~ a umýt"
        once.endDate = "2025-01-20"
        once.endTime = "18:00"
        _ = try await service.create(once, in: home.id, by: jana)
        var bins = ChoreInput()
        bins.roomID = kitchen.id.description
        bins.name = "Koš"
        bins.kind = "recurring"
        bins.intervalValue = "3"
        bins.intervalUnit = "days"
        bins.rotationMode = "round-robin"
        bins.rotationMembers = [jana.id.description, petr.id.description]
        let chore = try await service.create(bins, in: home.id, by: jana)
        try await service.complete(chore.id, in: home.id, note: "vyneseno", by: jana)
    }
}
