import DomovCore
import Foundation

/// The user's own settings: preferences, profile, password, app passwords, account deletion.
struct SettingsPage: PageWithSeveralForms {
    /// The fields of the page's forms: preferences, profile, password, a new app password, deleting the account.
    enum Field: String, FormField {
        case language
        case appearance
        case timeZone = "time_zone"
        case firstWeekday = "first_weekday"
        case displayName = "display_name"
        case nickname
        case currentPassword = "current_password"
        case newPassword = "new_password"
        case confirmPassword = "confirm_password"
        case name
        case password
    }

    let chrome: PageChrome
    let user: User
    let appPasswords: [AppPassword]
    let notifications: NotificationSettingsSection
    /// Connecting calendar apps, beside the app passwords they sign in with.
    let calendarSetup: CalendarSetupSection
    var signIn = SignInSettingsSection(providers: [], linked: [], hasPassword: true)
    /// Shown once, right after it was made.
    var newAppPassword: (name: String, token: String)?
    var notice: UIText?
    /// Something that did not work, such as an email that could not be sent.
    var alert: UIText?
    var values = FormFields()
    var failure: ValidationFailure?
    /// The form the failure belongs to: the page has seven, and only that one shows it.
    var failedForm: String?

    func render() -> HTML {
        let info: HTML =
            (notice.map { "<div class=\"notice success\" role=\"status\"><p>\(t($0))</p></div>" } ?? "")
            + (alert.map { "<div class=\"notice error\" role=\"alert\"><p>\(t($0))</p></div>" } ?? "")
        return PageLayout(chrome: chrome, title: t(.settings)).render(
            """
            <h1>\(t(.settings))</h1>
            \(info)
            <div class="split">
            \(preferences)
            \(notifications.render(t: t, form: form.scoped(to: "notification-settings-form"), user: user, csrfToken: chrome.csrfToken))
            \(profile)
            \(signIn.render(t: t, form: form))
            \(password)
            \(appPasswordSection)
            \(calendarSetup.render())
            \(deleteAccount)
            </div>
            """)
    }

    private var preferences: HTML {
        let form = form.scoped(to: "preferences-form")
        let prefs = user.preferences
        let languages = [("", t(.languageAutomatic))] + Language.allCases.map { ($0.rawValue, t(.languageName($0))) }
        let appearances = Appearance.allCases.map { ($0.rawValue, t(.appearanceName($0))) }
        let automaticWeekday = Weekday.firstOfWeek(in: t.language)
        let weekdays =
            [("", t(.firstWeekdayAutomatic(automaticWeekday)))]
            + UserPreferences.firstWeekdayChoices.map { ($0.englishName, t(.weekdayName($0))) }
        return """
            <section class="card" aria-labelledby="preferences-heading">
            <h2 id="preferences-heading">\(t(.preferences))</h2>
            \(form.form(id: "preferences-form", action: .settingsPreferences, """
            \(form.select(Field.language, label: t(.language), options: languages, selected: prefs.language?.rawValue ?? ""))
            \(form.select(Field.appearance, label: t(.appearance), options: appearances, selected: prefs.appearance.rawValue))
            \(form.timeZoneSelect(Field.timeZone, label: t(.timeZone), selected: prefs.timeZoneIdentifier))
            \(form.select(Field.firstWeekday, label: t(.firstWeekday), options: weekdays, selected: prefs.firstWeekday?.englishName ?? ""))
            \(form.submit(t(.save)))
            """))
            </section>
            """
    }

    private var profile: HTML {
        let form = form.scoped(to: "profile-form")
        return """
            <section class="card" aria-labelledby="profile-heading">
            <h2 id="profile-heading">\(t(.profile))</h2>
            <p class="muted">\(t(.email)): \(user.email)</p>
            \(form.form(id: "profile-form", action: .settingsProfile, """
            \(form.input(Field.displayName, label: t(.displayName),
                value: form.values.has(Field.displayName) ? form.values[Field.displayName] : user.displayName, autocomplete: "name",
                    maxLength: AccountRules.displayNameMaximumLength))
            \(form.input(Field.nickname, label: t(.nickname),
                value: form.values.has(Field.nickname) ? form.values[Field.nickname] : user.nickname,
                autocomplete: "username", hint: t(.nicknameHint), maxLength: AccountRules.nicknameLengths.upperBound))
            \(form.submit(t(.save)))
            """))
            </section>
            """
    }

    private var password: HTML {
        let form = form.scoped(to: "password-form")
        return """
            <section class="card" aria-labelledby="password-heading">
            <h2 id="password-heading">\(t(.changePassword))</h2>
            \(form.form(id: "password-form", action: .settingsPassword, """
            \(form.input(Field.currentPassword, label: t(.currentPassword), type: "password", autocomplete: "current-password"))
            \(form.input(Field.newPassword, label: t(.newPassword), type: "password", autocomplete: "new-password",
                hint: t(.passwordHint(minimum: AccountRules.passwordMinimumLength))))
            \(form.input(Field.confirmPassword, label: t(.confirmPassword), type: "password", autocomplete: "new-password"))
            \(form.submit(t(.changePassword)))
            """))
            </section>
            """
    }

    private var appPasswordSection: HTML {
        let form = form.scoped(to: "app-password-form")
        let fresh: HTML =
            newAppPassword.map { created in
                CopyField(id: "new-app-password", value: created.token, t: t).notice(label: t(.appPasswordCreated(created.name)))
            } ?? ""
        let zone = user.preferences.timeZone
        let list: HTML =
            appPasswords.isEmpty
            ? "<p class=\"muted\">\(t(.noAppPasswords))</p>"
            : """
            <ul class="list" id="app-password-list">\(appPasswords.html { password in
                let used = password.lastUsedAt.map { t(.lastUsed(t.dateTime($0, in: zone))) } ?? t(.neverUsed)
                return """
                <li><strong>\(password.name)</strong> <span class="muted">\(t(.created(t.dateTime(password.createdAt, in: zone)))) · \
                \(used)</span>
                \(form.form(id: "revoke-app-password-\(password.id)", action: .settingsAppPasswordRevoke(password.id),
                    confirm: t(.confirmRevoke(password.name)), classes: "inline",
                    "<button type=\"submit\" class=\"button link danger\">\(t(.revoke))</button>"))</li>
                """
            })</ul>
            """
        return """
            <section class="card" aria-labelledby="app-passwords-heading">
            <h2 id="app-passwords-heading">\(t(.appPasswords))</h2>
            <p>\(t(.appPasswordsExplanation))</p>
            \(fresh)
            \(list)
            \(form.form(id: "app-password-form", action: .settingsAppPasswords, """
            \(form.input(Field.name, label: t(.appPasswordName), value: "", hint: t(.appPasswordNameHint),
                maxLength: AppPassword.nameMaximumLength))
            \(form.submit(t(.create), style: "secondary"))
            """))
            </section>
            """
    }

    private var deleteAccount: HTML {
        let form = form.scoped(to: "delete-account-form")
        return """
            <section class="card danger-zone" aria-labelledby="delete-heading">
            <h2 id="delete-heading">\(t(.deleteAccount))</h2>
            <p>\(t(.deleteAccountExplanation))</p>
            \(form.form(id: "delete-account-form", action: .settingsDeleteAccount, confirm: t(.confirmDeleteAccount), """
            \(signIn.hasPassword
                ? form.input(Field.password, label: t(.password), type: "password", autocomplete: "current-password")
                : form.input(Field.password, label: t(.typeEmailToConfirm), type: "email", value: "", autocomplete: "off"))
            \(form.submit(t(.deleteAccount), style: "danger"))
            """))
            </section>
            """
    }
}
