import DomovCore
import Foundation

/// The settings page's Notifications card: channels, default reminder and quiet hours (one
/// form), the email address's confirmation, and this device's push switch with the device list.
struct NotificationSettingsSection {
    /// The notification settings form's fields. `sent` is posted with the form, so a re-rendered page knows
    /// its unticked boxes were meant.
    enum Field: String, FormField {
        case channelInApp = "channel_in_app"
        case channelPush = "channel_push"
        case channelEmail = "channel_email"
        case defaultLead = "default_lead"
        case quietStart = "quiet_start"
        case quietEnd = "quiet_end"
        case sent = "notifications_form"
    }

    let settings: NotificationSettings
    let devices: [PushSubscription]
    let mailConfigured: Bool
    /// The browser's `applicationServerKey`, for the script's PushManager.subscribe().
    let vapidPublicKey: String

    func render(t: Localizer, form: FormBuilder, user: User, csrfToken: String) -> HTML {
        """
        <section class="card" aria-labelledby="notifications-heading" id="notification-settings">
        <h2 id="notifications-heading">\(t(.notifications))</h2>
        \(choices(t: t, form: form, user: user))
        \(emailState(t: t, form: form, user: user))
        \(pushDevices(t: t, form: form, user: user, csrfToken: csrfToken))
        </section>
        """
    }

    private func choices(t: Localizer, form: FormBuilder, user: User) -> HTML {
        let posted = form.values.has(Field.sent)
        func checked(_ name: Field, _ stored: Bool) -> Bool { posted ? form.values[name] == "on" : stored }
        let channels: [(Field, NotificationChannel, Bool)] = [
            (.channelInApp, .inApp, settings.inApp), (.channelPush, .push, settings.push), (.channelEmail, .email, settings.email),
        ]
        let leads =
            [("", t(.noDefaultReminder))]
            + NotificationSettings.leadChoices.map {
                (String($0), t(.planner(.reminderLabel(PlannerReminder(minutesBefore: $0), todo: false))))
            }
        let quiet = settings.quietHours
        func time(_ name: Field, _ minute: Int?) -> String {
            posted ? form.values[name] : minute.map(QuietHours.clockText) ?? ""
        }
        return form.form(
            id: "notification-settings-form", action: .settingsNotifications,
            """
            <input type="hidden" name="\(Field.sent)" value="1">
            <fieldset class="choices"><legend>\(t(.sendRemindersBy))</legend>
            \(channels.map { name, channel, stored in form.checkbox(name, label: t(.channelName(channel)), checked: checked(name, stored),
                hint: t(.channelHint(channel))) })
            </fieldset>
            \(form.select(Field.defaultLead, label: t(.defaultReminder), options: leads,
                          selected: posted ? form.values[Field.defaultLead] : settings.defaultLeadMinutes.map(String.init) ?? ""))
            <fieldset class="choices"><legend>\(t(.quietHours))</legend>
            <p class="hint">\(t(.quietHoursHint))</p>
            \(form.input(Field.quietStart, label: t(.quietFrom), type: "time", value: time(.quietStart, quiet?.startMinute),
                required: false))
            \(form.input(Field.quietEnd, label: t(.quietUntil), type: "time", value: time(.quietEnd, quiet?.endMinute), required: false))
            </fieldset>
            \(form.submit(t(.save)))
            """)
    }

    private func emailState(t: Localizer, form: FormBuilder, user: User) -> HTML {
        guard mailConfigured else { return "<p class=\"muted\" id=\"email-state\">\(t(.emailNotSetUp))</p>" }
        if settings.verifiedEmail?.lowercased() == user.email.lowercased() {
            return "<p id=\"email-state\">\(t(.emailVerified(user.email)))</p>"
        }
        return """
            <p id="email-state">\(t(.emailNotVerified(user.email)))</p>
            \(form.form(id: "verify-email-form", action: .settingsVerifyEmail, classes: "inline",
                form.submit(t(.sendVerificationLink), style: "secondary")))
            """
    }

    /// The switch works only with the script (the Push API has no form equivalent), so it is
    /// rendered hidden and app.js reveals it; the device list and its remove buttons are forms.
    private func pushDevices(t: Localizer, form: FormBuilder, user: User, csrfToken: String) -> HTML {
        let zone = user.preferences.timeZone
        let list: HTML =
            devices.isEmpty
            ? "<p class=\"muted\" id=\"push-devices-empty\">\(t(.noPushDevices))</p>"
            : """
            <ul class="list" id="push-device-list">\(devices.html { device in
                let used = device.lastSuccessAt.map { t(.lastDelivered(t.dateTime($0, in: zone))) } ?? t(.neverUsed)
                return """
                <li><strong>\(device.label)</strong> <span class="muted">\(t(.created(t.dateTime(device.createdAt, in: zone)))) · \
                \(used)</span>
                \(form.form(id: "remove-device-\(device.id)", action: .settingsPushSubscriptionRemove(device.id), classes: "inline",
                    """
                    <button type=\"submit\" class=\"button link danger\">\(t(.remove))<span class=\"visually-hidden\">: \
                    \(device.label)</span></button>
                    """))</li>
                """
            })</ul>
            """
        return """
            <h3>\(t(.thisDevice))</h3>
            <div class="field checkbox" id="push-device" hidden data-key="\(vapidPublicKey)" data-csrf="\(csrfToken)"
             data-subscribe="\(SiteURL.settingsPushSubscribe)" data-unsubscribe="\(SiteURL.settingsPushUnsubscribe)"
             data-unsupported="\(t(.pushUnsupported))" data-blocked="\(t(.pushBlocked))" data-failed="\(t(.pushFailed))">
            <input type="checkbox" id="push-this-device" aria-describedby="push-status">
            <label for="push-this-device">\(t(.enablePushHere))</label>
            <p class="hint" id="push-status" role="status"></p>
            </div>
            <h3>\(t(.pushDevices))</h3>
            \(list)
            """
    }
}
