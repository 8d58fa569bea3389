import DomovCore
import Foundation

/// A household's own page: its members, invitations, and its settings, including the only
/// place where it can be deleted.
struct HouseholdPage: PageWithSeveralForms {
    /// The fields of the household's forms: renaming it, and the names typed to confirm deleting or leaving it.
    enum Field: String, FormField {
        case name
        case confirmName = "confirm_name"
        case leaveConfirmName = "leave_confirm_name"
    }

    let chrome: PageChrome
    let household: Household
    let role: HouseholdRole
    let members: [Member]
    let invites: [Invite]
    let timeZone: TimeZone
    /// Shown once, right after it was made.
    var newInviteLink: String?
    var values = FormFields()
    var failure: ValidationFailure?
    /// The form that was sent and failed: only it shows the error summary.
    var failedForm: String?

    private var isOwner: Bool { role == .owner }

    func render() -> HTML {
        PageLayout(chrome: chrome, title: household.name).render(
            """
            <h1>\(household.name)</h1>
            <p class="muted">\(t(.yourRole(role)))</p>
            \(switchForm)
            <div class="split">
            <section aria-labelledby="members-heading">
            <h2 id="members-heading">\(t(.members))</h2>
            <ul class="list" id="member-list">\(members.html(memberRow))</ul>
            </section>
            \(isOwner ? inviteSection : HTML.empty)
            </div>
            \(settingsSection)
            """)
    }

    private var switchForm: HTML {
        guard chrome.currentHousehold?.id != household.id else {
            return "<p><span class=\"badge\">\(t(.current))</span></p>"
        }
        return FormBuilder(t: t, csrfToken: chrome.csrfToken).form(
            id: "switch-household-form", action: .householdSwitch(household.id), classes: "inline",
            FormBuilder(t: t, csrfToken: chrome.csrfToken).submit(t(.switchHere), style: "secondary")
        )
    }

    private func memberRow(_ member: Member) -> HTML {
        let remove: HTML =
            isOwner && member.userID != chrome.user?.id
            ? form.form(
                id: "remove-member-\(member.userID)", action: .householdMemberRemove(household.id, member.userID),
                confirm: t(.confirmRemoveMember(member.nickname)), classes: "inline",
                """
                <button type=\"submit\" class=\"button link danger\">\(t(.remove))<span class=\"visually-hidden\"> \
                \(member.nickname)</span></button>
                """
            )
            : .empty
        return """
            <li><span class="nickname">\(member.nickname)</span> <span class="muted">\(member.displayName) · \
            \(t(.role(member.role)))</span>\(remove)</li>
            """
    }

    private var inviteSection: HTML {
        let fresh: HTML =
            newInviteLink.map { link in
                CopyField(id: "invite-link", value: link, t: t).notice(label: t(.inviteLinkCreated))
            } ?? ""
        let active: HTML =
            invites.isEmpty
            ? ""
            : """
            <h3>\(t(.activeInvites))</h3>
            <ul class="list">\(invites.html { invite in
                """
                <li>\(t(.expires(t.dateTime(invite.expiresAt, in: timeZone))))\(form.form(
                    id: "revoke-invite-\(invite.id)", action: .householdInviteRevoke(household.id, invite.id), classes: "inline",
                    "<button type=\"submit\" class=\"button link danger\">\(t(.revoke))</button>"
                ))</li>
                """
            })</ul>
            """
        return """
            <section class="card" aria-labelledby="invite-heading">
            <h2 id="invite-heading">\(t(.inviteMembers))</h2>
            <p>\(t(.inviteExplanation))</p>
            \(fresh)
            \(form.form(id: "invite-form", action: .householdInvites(household.id), form.submit(t(.createInviteLink), style: "secondary")))
            \(active)
            </section>
            """
    }

    private var settingsSection: HTML {
        let ownerParts: HTML =
            isOwner
            ? """
            \(form.form(id: "rename-household-form", action: .householdRename(household.id), """
                \(form.input(Field.name, label: t(.householdName), value: values.has(Field.name) ? values[Field.name] : household.name,
                    maxLength: Household.nameMaximumLength))
                \(form.submit(t(.rename), style: "secondary"))
                """))
            <div class="danger-zone">
            <h3>\(t(.deleteHousehold))</h3>
            <p>\(t(.deleteHouseholdExplanation(household.name)))</p>
            \(form.form(id: "delete-household-form", action: .householdDelete(household.id), """
                \(form.input(Field.confirmName, label: t(.typeNameToConfirm), value: "", autocomplete: "off"))
                \(form.submit(t(.deleteHousehold), style: "danger"))
                """))
            </div>
            """ : ""
        return """
            <section class="card" aria-labelledby="settings-heading">
            <h2 id="settings-heading">\(t(.householdSettings))</h2>
            \(ownerParts)
            \(leaveForm)
            </section>
            """
    }

    /// Leaving as the last member deletes the household: then the form says so and asks for
    /// the name typed again, as "Delete household" does.
    private var leaveForm: HTML {
        guard members.allSatisfy({ $0.userID == chrome.user?.id }) else {
            return form.form(
                id: "leave-household-form", action: .householdLeave(household.id), confirm: t(.confirmLeave(household.name)),
                classes: "inline",
                form.submit(t(.leaveHousehold), style: "secondary"))
        }
        return """
            <div class="danger-zone">
            <h3>\(t(.leaveHousehold))</h3>
            <p id="leave-deletes">\(t(.leaveDeletesHousehold(household.name)))</p>
            \(form.form(id: "leave-household-form", action: .householdLeave(household.id), """
            \(form.input(Field.leaveConfirmName, label: t(.typeNameToConfirm), value: "", autocomplete: "off"))
            \(form.submit(t(.leaveAndDelete), style: "danger"))
            """))
            </div>
            """
    }
}
