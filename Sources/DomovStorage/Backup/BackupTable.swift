/// The shape of one table as backups see it. Columns are only ever text or whole numbers
/// (instants are BIGINT milliseconds, flags 0/1), which keeps a backup portable between
/// SQLite and PostgreSQL.
struct BackupTable: Sendable {
    enum ColumnType: Sendable { case text, integer }

    let name: String
    let columns: [(name: String, type: ColumnType)]
    /// Orders rows so that a restore is repeatable and easy to compare.
    let orderBy: [String]

    /// Tables of short-lived state that a backup leaves out on purpose: sign-ins in progress
    /// expire in ten minutes and mean nothing once restored; feed versions are remembered again
    /// on the next read of each feed; calendar usage is counted by triggers as the restored rows
    /// go in. Restoring leaves them as they are.
    static let notBackedUp: Set<String> = [
        "sign_in_flows", "feed_versions", "calendar_usage", "deleted_chores", "deleted_chore_completions", "deleted_calendar_objects",
    ]

    /// Every table, parents before children, so that a restore satisfies foreign keys as it goes.
    /// A migration that adds a table or column adds it here too; a test compares this with the schema.
    static let all: [BackupTable] = [
        BackupTable(
            name: "users",
            columns: [
                ("id", .text), ("email", .text), ("display_name", .text), ("nickname", .text), ("nickname_key", .text),
                ("password_hash", .text), ("is_admin", .integer), ("is_disabled", .integer), ("language", .text),
                ("appearance", .text), ("time_zone", .text), ("current_household_id", .text), ("created_at", .integer),
                ("first_weekday", .text),
            ], orderBy: ["id"]),
        BackupTable(
            name: "sessions",
            columns: [
                ("token_hash", .text), ("user_id", .text), ("created_at", .integer), ("expires_at", .integer),
            ], orderBy: ["token_hash"]),
        BackupTable(
            name: "app_passwords",
            columns: [
                ("id", .text), ("user_id", .text), ("name", .text), ("token_hash", .text),
                ("created_at", .integer), ("last_used_at", .integer),
            ], orderBy: ["id"]),
        BackupTable(
            name: "login_failures",
            columns: [
                ("throttle_key", .text), ("failed_at", .integer),
            ], orderBy: ["throttle_key", "failed_at"]),
        BackupTable(
            name: "site_settings",
            columns: [
                ("setting_key", .text), ("setting_value", .text),
            ], orderBy: ["setting_key"]),
        BackupTable(
            name: "households",
            columns: [
                ("id", .text), ("name", .text), ("created_at", .integer), ("calendar_revision", .integer),
            ], orderBy: ["id"]),
        BackupTable(
            name: "memberships",
            columns: [
                ("household_id", .text), ("user_id", .text), ("role", .text), ("joined_at", .integer),
            ], orderBy: ["household_id", "user_id"]),
        BackupTable(
            name: "invites",
            columns: [
                ("id", .text), ("household_id", .text), ("created_by", .text), ("token_hash", .text),
                ("created_at", .integer), ("expires_at", .integer),
            ], orderBy: ["id"]),
        BackupTable(
            name: "planner_categories",
            columns: [
                ("id", .text), ("household_id", .text), ("name", .text), ("name_key", .text), ("color", .text),
            ], orderBy: ["id"]),
        BackupTable(
            name: "planner_calendars",
            columns: [
                ("id", .text), ("household_id", .text), ("owner_id", .text), ("slug", .text), ("name", .text),
                ("color", .text), ("details", .text), ("components", .text), ("created_at", .integer), ("sort_order", .integer),
            ], orderBy: ["id"]),
        // series_id is a deferred foreign key, so overrides may be restored before their series.
        BackupTable(
            name: "planner_items",
            columns: [
                ("id", .text), ("household_id", .text), ("author_id", .text), ("kind", .text), ("title", .text),
                ("notes", .text), ("category_key", .text), ("category_id", .text), ("is_private", .integer),
                ("time_zone", .text), ("all_day", .integer), ("starts_at", .integer), ("ends_at", .integer),
                ("first_day", .text), ("length", .integer), ("location", .text), ("attendees", .text),
                ("attendee_user_ids", .text), ("reminders", .text), ("recurrence_rule", .text),
                ("excluded_starts", .text), ("series_ends_at", .integer), ("series_id", .text),
                ("original_start", .integer), ("completed_at", .integer), ("calendar_uid", .text),
                ("sequence", .integer), ("search_text", .text), ("created_at", .integer), ("updated_at", .integer),
                ("calendar_extras", .text), ("calendar_id", .text), ("recurrence_dates", .text), ("object_bytes", .integer),
                ("is_floating", .integer), ("start_as_written", .text),
            ], orderBy: ["id"]),
        BackupTable(
            name: "calendar_objects",
            columns: [
                ("household_id", .text), ("uid", .text), ("body", .text), ("etag", .text), ("component", .text),
                ("journal_calendar_id", .text), ("journal_author_id", .text), ("journal_private", .integer),
            ], orderBy: ["household_id", "uid"]),
        BackupTable(
            name: "chore_rooms",
            columns: [
                ("id", .text), ("household_id", .text), ("name", .text), ("name_key", .text), ("room_type", .text),
                ("created_by", .text), ("created_at", .integer),
            ], orderBy: ["id"]),
        BackupTable(
            name: "chore_room_followers",
            columns: [
                ("room_id", .text), ("user_id", .text),
            ], orderBy: ["room_id", "user_id"]),
        BackupTable(
            name: "chores",
            columns: [
                ("id", .text), ("household_id", .text), ("room_id", .text), ("name", .text), ("name_key", .text),
                ("details", .text), ("kind", .text), ("starts_at", .integer), ("ends_at", .integer), ("interval_value", .integer),
                ("interval_unit", .text), ("due_at", .integer), ("time_zone", .text), ("assignee_id", .text),
                ("rotation_mode", .text), ("rotation_members", .text), ("completed_at", .integer), ("created_by", .text),
                ("created_at", .integer), ("updated_at", .integer),
            ], orderBy: ["id"]),
        BackupTable(
            name: "chore_completions",
            columns: [
                ("id", .text), ("chore_id", .text), ("household_id", .text), ("user_id", .text), ("completed_at", .integer),
                ("note", .text), ("previous_start", .integer), ("previous_assignee_id", .text),
            ], orderBy: ["id"]),
        BackupTable(
            name: "notices",
            columns: [
                ("id", .text), ("user_id", .text), ("source_module", .text), ("source_id", .text), ("title", .text),
                ("event_at", .integer), ("event_all_day", .integer), ("link", .text), ("due_at", .integer),
                ("created_at", .integer), ("lease_until", .integer), ("dispatched_at", .integer), ("was_late", .integer),
                ("dropped", .integer), ("read_at", .integer),
            ], orderBy: ["id"]),
        BackupTable(
            name: "calendar_feeds",
            columns: [
                ("id", .text), ("household_id", .text), ("user_id", .text), ("name", .text), ("token_hash", .text),
                ("created_at", .integer),
            ], orderBy: ["id"]),
        BackupTable(
            name: "calendar_changes",
            columns: [
                ("household_id", .text), ("revision", .integer), ("calendar_uid", .text),
            ], orderBy: ["household_id", "revision", "calendar_uid"]),
        BackupTable(
            name: "calendar_object_names",
            columns: [
                ("household_id", .text), ("name", .text), ("calendar_uid", .text),
            ], orderBy: ["household_id", "name"]),
        BackupTable(
            name: "calendar_appearances",
            columns: [
                ("user_id", .text), ("household_id", .text), ("display_name", .text), ("color", .text), ("sort_order", .integer),
            ], orderBy: ["user_id", "household_id"]),
        BackupTable(
            name: "calendar_subscriptions",
            columns: [
                ("id", .text), ("household_id", .text), ("owner_id", .text), ("name", .text), ("color", .text), ("url", .text),
                ("etag", .text), ("last_modified", .text), ("calendar_text", .text), ("last_success_at", .integer),
                ("last_attempt_at", .integer), ("problem", .text), ("next_refresh_at", .integer), ("created_at", .integer),
            ], orderBy: ["id"]),
        BackupTable(
            name: "external_calendar_accounts",
            columns: [
                ("id", .text), ("household_id", .text), ("owner_id", .text), ("server_url", .text), ("username", .text),
                ("sealed_password", .text), ("last_sync_at", .integer), ("problem", .text), ("next_sync_at", .integer),
                ("created_at", .integer),
                ("authentication", .text),
            ], orderBy: ["id"]),
        BackupTable(
            name: "external_calendars",
            columns: [
                ("id", .text), ("account_id", .text), ("url", .text), ("planner_calendar_id", .text), ("name", .text),
                ("remote_version", .text), ("skipped_count", .integer),
            ], orderBy: ["id"]),
        BackupTable(
            name: "external_calendar_objects",
            columns: [
                ("calendar_id", .text), ("url", .text), ("uid", .text), ("etag", .text), ("local_fingerprint", .text),
                ("skip_reason", .text),
            ], orderBy: ["calendar_id", "url"]),
        BackupTable(
            name: "notification_settings",
            columns: [
                ("user_id", .text), ("in_app", .integer), ("push", .integer), ("email", .integer),
                ("default_lead_minutes", .integer), ("quiet_start", .integer), ("quiet_end", .integer),
                ("verified_email", .text), ("verified_at", .integer), ("updated_at", .integer),
            ], orderBy: ["user_id"]),
        BackupTable(
            name: "email_verifications",
            columns: [
                ("token_hash", .text), ("user_id", .text), ("address", .text), ("created_at", .integer),
                ("expires_at", .integer), ("used_at", .integer),
            ], orderBy: ["token_hash"]),
        BackupTable(
            name: "push_subscriptions",
            columns: [
                ("id", .text), ("user_id", .text), ("endpoint", .text), ("p256dh", .text), ("auth", .text),
                ("label", .text), ("created_at", .integer), ("last_success_at", .integer),
            ], orderBy: ["id"]),
        BackupTable(
            name: "deliveries",
            columns: [
                ("id", .text), ("notice_id", .text), ("user_id", .text), ("channel", .text), ("destination", .text),
                ("idempotency_key", .text), ("status", .text), ("attempts", .integer), ("next_attempt_at", .integer),
                ("lease_until", .integer), ("last_error", .text), ("created_at", .integer), ("sent_at", .integer),
            ], orderBy: ["id"]),
        BackupTable(
            name: "meeting_invitations",
            columns: [
                ("id", .text), ("household_id", .text), ("item_id", .text), ("organizer_id", .text), ("method", .text),
                ("recipient", .text), ("recipient_name", .text), ("title", .text), ("starts_at", .integer), ("is_all_day", .integer),
                ("time_zone", .text), ("location", .text), ("ics", .text), ("status", .text), ("attempts", .integer),
                ("next_attempt_at", .integer), ("lease_until", .integer), ("last_error", .text), ("created_at", .integer),
                ("sent_at", .integer),
            ], orderBy: ["id"]),
        BackupTable(
            name: "name_day_settings",
            columns: [
                ("user_id", .text), ("calendars", .text), ("feed_token_hash", .text), ("updated_at", .integer),
            ], orderBy: ["user_id"]),
        BackupTable(
            name: "name_day_reminders",
            columns: [
                ("id", .text), ("user_id", .text), ("name", .text), ("name_key", .text), ("person_name", .text),
                ("person_key", .text), ("minute_of_day", .integer), ("time_zone", .text), ("calendars", .text),
                ("created_at", .integer), ("updated_at", .integer),
            ], orderBy: ["id"]),
        BackupTable(
            name: "meal_recipes",
            columns: [
                ("id", .text), ("household_id", .text), ("author_id", .text), ("name", .text), ("name_key", .text),
                ("summary", .text), ("ingredients", .text), ("ingredients_key", .text), ("method", .text),
                ("preparation_minutes", .integer), ("servings", .integer), ("kcal_tenths", .integer), ("protein_tenths", .integer),
                ("carbohydrate_tenths", .integer), ("fat_tenths", .integer), ("starter_key", .text), ("created_at", .integer),
                ("updated_at", .integer), ("nutrition_entered", .integer), ("image_url", .text), ("details", .text),
            ], orderBy: ["id"]),
        BackupTable(
            name: "meal_recipe_photos",
            columns: [
                ("recipe_id", .text), ("content_type", .text), ("digest", .text), ("byte_count", .integer), ("data", .text),
            ], orderBy: ["recipe_id"]),
        BackupTable(
            name: "meal_recipe_likes",
            columns: [
                ("recipe_id", .text), ("user_id", .text), ("liked_at", .integer),
            ], orderBy: ["recipe_id", "user_id"]),
        BackupTable(
            name: "meal_starter_seedings",
            columns: [
                ("household_id", .text), ("seeded_at", .integer),
            ], orderBy: ["household_id"]),
        BackupTable(
            name: "meal_plans",
            columns: [
                ("planner_item_id", .text), ("household_id", .text), ("recipe_id", .text), ("servings", .integer), ("created_at", .integer),
            ], orderBy: ["planner_item_id"]),
        BackupTable(
            name: "meal_shopping_items",
            columns: [
                ("id", .text), ("household_id", .text), ("name", .text), ("quantity_thousandths", .integer), ("unit", .text),
                ("recipes", .text), ("from_plan", .integer), ("checked", .integer), ("position", .integer), ("created_at", .integer),
                ("updated_at", .integer),
            ], orderBy: ["id"]),
        BackupTable(
            name: "meal_personal_data",
            columns: [
                ("user_id", .text), ("sex", .text), ("weight_tenths", .integer), ("height_tenths", .integer), ("age_years", .integer),
                ("activity", .text), ("goal", .text), ("equation", .text), ("updated_at", .integer), ("energy_rule", .text),
            ], orderBy: ["user_id"]),
        BackupTable(
            name: "meal_shopping_aisle_orders",
            columns: [
                ("household_id", .text), ("aisles", .text), ("updated_at", .integer),
            ], orderBy: ["household_id"]),
        BackupTable(
            name: "phrasebook_saved",
            columns: [
                ("user_id", .text), ("kind", .text), ("pack_id", .text), ("phrase_id", .text), ("choices", .text), ("saved_at", .integer),
            ], orderBy: ["user_id", "kind", "pack_id", "phrase_id"]),
        BackupTable(
            name: "phrasebook_household_packs",
            columns: [
                ("household_id", .text), ("pack_id", .text), ("content", .text), ("updated_at", .integer),
            ], orderBy: ["household_id", "pack_id"]),
        BackupTable(
            name: "linked_identities",
            columns: [
                ("id", .text), ("user_id", .text), ("provider_id", .text), ("issuer", .text), ("subject", .text),
                ("email", .text), ("linked_at", .integer),
            ], orderBy: ["id"]),
    ]
}
