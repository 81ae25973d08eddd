// Generated from the server's OpenAPI document by openapi-typescript: do not edit.
// Regenerate with `npm run api:types` (apps/server/src/openapi-document.test.ts checks it is current).

export interface paths {
    "/api/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get account */
        get: operations["getAccount"];
        put?: never;
        /** Post account */
        post: operations["postAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Post account change password */
        post: operations["postAccountChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's own permission records (service level and address level), for the UI to hide what the server would refuse
         * @description The caller's own permission records (service level and address level), for the UI to hide what the server would refuse.
         */
        get: operations["getAccountPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/reset-password/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Post account reset password finish */
        post: operations["postAccountResetPasswordFinish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/reset-password/init": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Body
         * @description Body: the e-mail as text/plain.
         */
        post: operations["postAccountResetPasswordInit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's open sessions
         * @description The caller's open sessions: the current one first, then the most recently seen.
         */
        get: operations["getAccountSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete account sessions by id */
        delete: operations["deleteAccountSessionsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete account sessions current */
        delete: operations["deleteAccountSessionsCurrent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions/others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete account sessions others */
        delete: operations["deleteAccountSessionsOthers"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates an account with its login user, contact and business data
         * @description Creates an account with its login user, contact and business data; answers the generated password once as createdPassword.
         */
        post: operations["postAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get accounts by id */
        get: operations["getAccountsById"];
        /** Put accounts by id */
        put: operations["putAccountsById"];
        post?: never;
        /**
         * Marks the account DELETED and deactivates its login
         * @description Marks the account DELETED and deactivates its login; 409 while it has active children or devices.
         */
        delete: operations["deleteAccountsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/thresholds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The overrides stored here, the thresholds inherited from above and those in force
         * @description The overrides stored here, the thresholds inherited from above and those in force.
         */
        get: operations["getAccountsByIdThresholds"];
        /** Put accounts by id thresholds */
        put: operations["putAccountsByIdThresholds"];
        post?: never;
        /** Delete accounts by id thresholds */
        delete: operations["deleteAccountsByIdThresholds"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/uuid/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One account of the caller subtree with its ancestors up to the caller account
         * @description One account of the caller subtree with its ancestors up to the caller account.
         */
        get: operations["getAccountsUuidByUuid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get activate */
        get: operations["getActivate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/addresses/{id}/opening-hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get addresses by id opening hours */
        get: operations["getAddressesByIdOpeningHours"];
        /** Put addresses by id opening hours */
        put: operations["putAddressesByIdOpeningHours"];
        post?: never;
        /** Delete addresses by id opening hours */
        delete: operations["deleteAddressesByIdOpeningHours"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/addresses/{id}/thresholds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The overrides stored here, the thresholds inherited from above and those in force
         * @description The overrides stored here, the thresholds inherited from above and those in force.
         */
        get: operations["getAddressesByIdThresholds"];
        /** Put addresses by id thresholds */
        put: operations["putAddressesByIdThresholds"];
        post?: never;
        /** Delete addresses by id thresholds */
        delete: operations["deleteAddressesByIdThresholds"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/iot-quota": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get admin iot quota */
        get: operations["getAdminIotQuota"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/iot-usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get admin iot usage */
        get: operations["getAdminIotUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/air-share/sites/{addressId}/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get air share sites by address id links */
        get: operations["getAirShareSitesByAddressIdLinks"];
        put?: never;
        /**
         * Creates a link
         * @description Creates a link; its `path` (with the token) is in this answer only.
         */
        post: operations["postAirShareSitesByAddressIdLinks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/air-share/sites/{addressId}/links/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Post air share sites by address id links by id revoke */
        post: operations["postAirShareSitesByAddressIdLinksByIdRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alarms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get alarms */
        get: operations["getAlarms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alarms.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The alarms of the list’s filters (page and size ignored, at most 10,000 rows) as CSV
         * @description The alarms of the list’s filters (page and size ignored, at most 10,000 rows) as CSV.
         */
        get: operations["getAlarmsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alarms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get alarms by id */
        get: operations["getAlarmsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alarms/{id}/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Post alarms by id acknowledge */
        post: operations["postAlarmsByIdAcknowledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alarms/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Post alarms by id assign */
        post: operations["postAlarmsByIdAssign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alarms/{id}/assignees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get alarms by id assignees */
        get: operations["getAlarmsByIdAssignees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alarms/{id}/clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Post alarms by id clear */
        post: operations["postAlarmsByIdClear"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alarms/{id}/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Post alarms by id comment */
        post: operations["postAlarmsByIdComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alarms/by-device": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get alarms by device */
        get: operations["getAlarmsByDevice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alarms/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get alarms counts */
        get: operations["getAlarmsCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alert-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The alert rules the caller may see
         * @description The alert rules the caller may see: of the accounts of its subtree and the sites of its scope (administrators: the system rules too).
         */
        get: operations["getAlertRules"];
        put?: never;
        /** Post alert rules */
        post: operations["postAlertRules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alert-rules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Put alert rules by id */
        put: operations["putAlertRulesById"];
        post?: never;
        /** Delete alert rules by id */
        delete: operations["deleteAlertRulesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's account's keys, newest first, revoked ones included
         * @description The caller's account's keys, newest first, revoked ones included. Never a secret.
         */
        get: operations["getApiKeys"];
        put?: never;
        /**
         * Makes a key
         * @description Makes a key; the answer shows its secret, the only time it is shown.
         */
        post: operations["postApiKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-keys/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revokes a key
         * @description Revokes a key: every instance refuses it from the next request on.
         */
        post: operations["postApiKeysByIdRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs in
         * @description Signs in; the bearer token comes back in the authorization header (and as id_token).
         */
        post: operations["postAuthenticate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/authorities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get authorities */
        get: operations["getAuthorities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bulk-jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newest 100 jobs of the caller
         * @description The newest 100 jobs of the caller.
         */
        get: operations["getBulkJobs"];
        put?: never;
        /**
         * Submits a job
         * @description Submits a job: the same action on each listed device, run by the server device after device. Every device must be one the caller may change; otherwise nothing is created.
         */
        post: operations["postBulkJobs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bulk-jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get bulk jobs by id */
        get: operations["getBulkJobsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bulk-jobs/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels a job
         * @description Cancels a job: the devices not yet done are not done.
         */
        post: operations["postBulkJobsByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bulk-jobs/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pauses a queued or running job before its next device
         * @description Pauses a queued or running job before its next device.
         */
        post: operations["postBulkJobsByIdPause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bulk-jobs/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resumes a paused job
         * @description Resumes a paused job.
         */
        post: operations["postBulkJobsByIdResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bulk-jobs/{id}/retry-failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Runs the failed devices of a finished or cancelled job again
         * @description Runs the failed devices of a finished or cancelled job again.
         */
        post: operations["postBulkJobsByIdRetryFailed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/com-partner-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List com-partner-account
         * @description List com-partner-account: page, size, sort=property,asc|desc, <property>.<operator>=value
         */
        get: operations["getComPartnerAccounts"];
        put?: never;
        /** Post com partner accounts */
        post: operations["postComPartnerAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/com-partner-accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get com partner accounts by id */
        get: operations["getComPartnerAccountsById"];
        /** Put com partner accounts by id */
        put: operations["putComPartnerAccountsById"];
        post?: never;
        /** Delete com partner accounts by id */
        delete: operations["deleteComPartnerAccountsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/com-partner-addr-service-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List com-partner-addr-service-user
         * @description List com-partner-addr-service-user: page, size, sort=property,asc|desc, <property>.<operator>=value
         */
        get: operations["getComPartnerAddrServiceUsers"];
        put?: never;
        /** Post com partner addr service users */
        post: operations["postComPartnerAddrServiceUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/com-partner-addr-service-users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get com partner addr service users by id */
        get: operations["getComPartnerAddrServiceUsersById"];
        /** Put com partner addr service users by id */
        put: operations["putComPartnerAddrServiceUsersById"];
        post?: never;
        /** Delete com partner addr service users by id */
        delete: operations["deleteComPartnerAddrServiceUsersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/com-partner-addrs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List com-partner-addr
         * @description List com-partner-addr: page, size, sort=property,asc|desc, <property>.<operator>=value
         */
        get: operations["getComPartnerAddrs"];
        put?: never;
        /** Post com partner addrs */
        post: operations["postComPartnerAddrs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/com-partner-addrs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get com partner addrs by id */
        get: operations["getComPartnerAddrsById"];
        /** Put com partner addrs by id */
        put: operations["putComPartnerAddrsById"];
        post?: never;
        /** Delete com partner addrs by id */
        delete: operations["deleteComPartnerAddrsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/com-partner-addrs/com-partner-account/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get com partner addrs com partner account by id */
        get: operations["getComPartnerAddrsComPartnerAccountById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/com-partner-addrs/with-partner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a com-partner and a com-partner-addr pointing at it in one transaction
         * @description Creates a com-partner and a com-partner-addr pointing at it in one transaction; answers the address with its partner.
         */
        post: operations["postComPartnerAddrsWithPartner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/com-partners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List com-partner
         * @description List com-partner: page, size, sort=property,asc|desc, <property>.<operator>=value
         */
        get: operations["getComPartners"];
        put?: never;
        /** Post com partners */
        post: operations["postComPartners"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/com-partners/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get com partners by id */
        get: operations["getComPartnersById"];
        /** Put com partners by id */
        put: operations["putComPartnersById"];
        post?: never;
        /** Delete com partners by id */
        delete: operations["deleteComPartnersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consumer/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get consumer activate */
        get: operations["getConsumerActivate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consumer/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Post consumer devices */
        post: operations["postConsumerDevices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consumer/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get consumer models */
        get: operations["getConsumerModels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consumer/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get consumer register */
        get: operations["getConsumerRegister"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consumer/user-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get consumer user accounts */
        get: operations["getConsumerUserAccounts"];
        /** Put consumer user accounts */
        put: operations["putConsumerUserAccounts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consumer/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete consumer user by id */
        delete: operations["deleteConsumerUserById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get dashboard devices */
        get: operations["getDashboardDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device-factory-serials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List device-factory-serial
         * @description List device-factory-serial: page, size, sort=property,asc|desc, <property>.<operator>=value
         */
        get: operations["getDeviceFactorySerials"];
        put?: never;
        /** Post device factory serials */
        post: operations["postDeviceFactorySerials"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device-factory-serials/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get device factory serials by id */
        get: operations["getDeviceFactorySerialsById"];
        /** Put device factory serials by id */
        put: operations["putDeviceFactorySerialsById"];
        post?: never;
        /** Delete device factory serials by id */
        delete: operations["deleteDeviceFactorySerialsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device-models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List device-model
         * @description List device-model: page, size, sort=property,asc|desc, <property>.<operator>=value
         */
        get: operations["getDeviceModels"];
        put?: never;
        /** Post device models */
        post: operations["postDeviceModels"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device-models/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get device models by id */
        get: operations["getDeviceModelsById"];
        /** Put device models by id */
        put: operations["putDeviceModelsById"];
        post?: never;
        /** Delete device models by id */
        delete: operations["deleteDeviceModelsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device-status-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List device-status-log
         * @description List device-status-log: page, size, sort=property,asc|desc, <property>.<operator>=value
         */
        get: operations["getDeviceStatusLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device-status-logs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get device status logs by id */
        get: operations["getDeviceStatusLogsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device-status-logs/uuid/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get device status logs uuid by uid */
        get: operations["getDeviceStatusLogsUuidByUid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List device
         * @description List device: page, size, sort=property,asc|desc, <property>.<operator>=value
         */
        get: operations["getDevices"];
        put?: never;
        /** Post devices */
        post: operations["postDevices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get devices by id */
        get: operations["getDevicesById"];
        /** Put devices by id */
        put: operations["putDevicesById"];
        post?: never;
        /** Delete devices by id */
        delete: operations["deleteDevicesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/addr/id/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get devices addr id by id */
        get: operations["getDevicesAddrIdById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/uuid/owner/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get devices uuid owner by uuid */
        get: operations["getDevicesUuidOwnerByUuid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devicesIot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Live status of up to 30 devices
         * @description Live status of up to 30 devices; uids the caller may not see are absent. The provider token never leaves the server. While push is on, a device whose stored status is younger than its account's status frequency is answered from the store (source 'stored', no provider call); refresh=true ("read now") reads every device through the provider.
         */
        post: operations["postDevicesIot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devicesIot/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * PDF energy report (saved as charts.pdf) of the listed devices of account {id} (the id of the account whose devices ar…
         * @description PDF energy report (saved as charts.pdf) of the listed devices of account {id} (the id of the account whose devices are listed, in the caller’s subtree) over start..end (ISO instants, at most 31 days): a fleet summary page, then a page per device. Devices the caller may not read statistics of are left out; none left answers 404. Without costPerKwh the report has no costs.
         */
        get: operations["getDevicesIotByIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devicesIot/{uid}/commands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Post devices iot by uid commands */
        post: operations["postDevicesIotByUidCommands"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devicesIot/{uid}/timers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get devices iot by uid timers */
        get: operations["getDevicesIotByUidTimers"];
        put?: never;
        /** Post devices iot by uid timers */
        post: operations["postDevicesIotByUidTimers"];
        /** Delete devices iot by uid timers */
        delete: operations["deleteDevicesIotByUidTimers"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devicesIot/{uid}/timers/categories/{category}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete devices iot by uid timers categories by category */
        delete: operations["deleteDevicesIotByUidTimersCategoriesByCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devicesIot/{uid}/timers/categories/{category}/groups/{group}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete devices iot by uid timers categories by category groups by group */
        delete: operations["deleteDevicesIotByUidTimersCategoriesByCategoryGroupsByGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devicesIot/globalCheck/{refresh}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fleet health of the caller's devices
         * @description Fleet health of the caller's devices: counts per level (danger, warning, success) and the devices in danger. true asks the provider now (one logged, counted call per 30 devices); false uses the latest stored status of each device.
         */
        get: operations["getDevicesIotGlobalCheckByRefresh"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fleet/air-quality/sites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get fleet air quality sites */
        get: operations["getFleetAirQualitySites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fleet/air-quality/sites/{addressId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get fleet air quality sites by address id */
        get: operations["getFleetAirQualitySitesByAddressId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fleet/air-standards/sites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every reachable site's headline figures against WHO 2021, WELL v2 (A01, A08 completeness) and RESET Air over a period…
         * @description Every reachable site's headline figures against WHO 2021, WELL v2 (A01, A08 completeness) and RESET Air over a period of Rome days and each site's opening hours, worst first.
         */
        get: operations["getFleetAirStandardsSites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fleet/air-standards/sites/{addressId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A site's air against WHO 2021, WELL v2 (A01, A08) and RESET Air over a period of Rome days and the site's opening hours
         * @description A site's air against WHO 2021, WELL v2 (A01, A08) and RESET Air over a period of Rome days and the site's opening hours.
         */
        get: operations["getFleetAirStandardsSitesByAddressId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fleet/air-standards/sites/{addressId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The site's standards report as a PDF in the caller's language
         * @description The site's standards report as a PDF in the caller's language: the same figures as the JSON answer, each naming its standard and version.
         */
        get: operations["getFleetAirStandardsSitesByAddressIdPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fleet/attention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get fleet attention */
        get: operations["getFleetAttention"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fleet/effectiveness/sites/{addressId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a site's purifiers lower its PM2.5
         * @description Whether a site's purifiers lower its PM2.5: per purifier, the drop after each switch-on or raised fan speed, the minutes to halve, the clean air delivered (hours per fan speed × the model's CADR), and the stored 14-day verdict.
         */
        get: operations["getFleetEffectivenessSitesByAddressId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fleet/filters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get fleet filters */
        get: operations["getFleetFilters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fleet/filters/devices/{deviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get fleet filters devices by device id */
        get: operations["getFleetFiltersDevicesByDeviceId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fleet/filters/sites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get fleet filters sites */
        get: operations["getFleetFiltersSites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fleet/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get fleet health */
        get: operations["getFleetHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fleet/health/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get fleet health accounts */
        get: operations["getFleetHealthAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fleet/monthly-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get fleet monthly report */
        get: operations["getFleetMonthlyReport"];
        /** Put fleet monthly report */
        put: operations["putFleetMonthlyReport"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fleet/quota": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get fleet quota */
        get: operations["getFleetQuota"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/iot-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List iot-log
         * @description List iot-log: page, size, sort=property,asc|desc, <property>.<operator>=value
         */
        get: operations["getIotLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/iot-logs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get iot logs by id */
        get: operations["getIotLogsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List nation
         * @description List nation: page, size, sort=property,asc|desc, <property>.<operator>=value
         */
        get: operations["getNations"];
        put?: never;
        /** Post nations */
        post: operations["postNations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/nations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get nations by id */
        get: operations["getNationsById"];
        /** Put nations by id */
        put: operations["putNationsById"];
        post?: never;
        /** Delete nations by id */
        delete: operations["deleteNationsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get notification preferences */
        get: operations["getNotificationPreferences"];
        /** Put notification preferences */
        put: operations["putNotificationPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get notifications */
        get: operations["getNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Post notifications read */
        post: operations["postNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get notifications unread count */
        get: operations["getNotificationsUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/air/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get public air by token */
        get: operations["getPublicAirByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/exports/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The CSV behind a mailed link
         * @description The CSV behind a mailed link: 404 for a link that is not ours, 410 once expired.
         */
        get: operations["getPublicExportsByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Post register */
        post: operations["postRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/relation-options/{target}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get relation options by target */
        get: operations["getRelationOptionsByTarget"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scheduled-exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get scheduled exports */
        get: operations["getScheduledExports"];
        put?: never;
        /** Post scheduled exports */
        post: operations["postScheduledExports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scheduled-exports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete scheduled exports by id */
        delete: operations["deleteScheduledExportsById"];
        options?: never;
        head?: never;
        /**
         * Changes a schedule
         * @description Changes a schedule; `paused: true` pauses it, `paused: false` resumes it.
         */
        patch: operations["patchScheduledExportsById"];
        trace?: never;
    };
    "/api/scheduled-exports/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Runs the export now, without moving its next run
         * @description Runs the export now, without moving its next run: the mail follows within a minute. `queued: false` when a run asked for earlier still waits.
         */
        post: operations["postScheduledExportsByIdSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tab-cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tab-city
         * @description List tab-city: page, size, sort=property,asc|desc, <property>.<operator>=value
         */
        get: operations["getTabCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tab-cities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get tab cities by id */
        get: operations["getTabCitiesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tab-cities/provinces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get tab cities provinces */
        get: operations["getTabCitiesProvinces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tab-cities/provinces/{code}/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get tab cities provinces by code cities */
        get: operations["getTabCitiesProvincesByCodeCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tab-service-permission-presets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tab-service-permission-preset
         * @description List tab-service-permission-preset: page, size, sort=property,asc|desc, <property>.<operator>=value
         */
        get: operations["getTabServicePermissionPresets"];
        put?: never;
        /** Post tab service permission presets */
        post: operations["postTabServicePermissionPresets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tab-service-permission-presets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get tab service permission presets by id */
        get: operations["getTabServicePermissionPresetsById"];
        /** Put tab service permission presets by id */
        put: operations["putTabServicePermissionPresetsById"];
        post?: never;
        /** Delete tab service permission presets by id */
        delete: operations["deleteTabServicePermissionPresetsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tab-service-permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tab-service-permission
         * @description List tab-service-permission: page, size, sort=property,asc|desc, <property>.<operator>=value
         */
        get: operations["getTabServicePermissions"];
        put?: never;
        /** Post tab service permissions */
        post: operations["postTabServicePermissions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tab-service-permissions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get tab service permissions by id */
        get: operations["getTabServicePermissionsById"];
        /** Put tab service permissions by id */
        put: operations["putTabServicePermissionsById"];
        post?: never;
        /** Delete tab service permissions by id */
        delete: operations["deleteTabServicePermissionsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tab-service-user-permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tab-service-user-permission
         * @description List tab-service-user-permission: page, size, sort=property,asc|desc, <property>.<operator>=value
         */
        get: operations["getTabServiceUserPermissions"];
        put?: never;
        /** Post tab service user permissions */
        post: operations["postTabServiceUserPermissions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tab-service-user-permissions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get tab service user permissions by id */
        get: operations["getTabServiceUserPermissionsById"];
        /** Put tab service user permissions by id */
        put: operations["putTabServiceUserPermissionsById"];
        post?: never;
        /** Delete tab service user permissions by id */
        delete: operations["deleteTabServiceUserPermissionsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tab-service-user-permissions/new-permission-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get tab service user permissions new permission list */
        get: operations["getTabServiceUserPermissionsNewPermissionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tab-services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tab-service
         * @description List tab-service: page, size, sort=property,asc|desc, <property>.<operator>=value
         */
        get: operations["getTabServices"];
        put?: never;
        /** Post tab services */
        post: operations["postTabServices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tab-services/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get tab services by id */
        get: operations["getTabServicesById"];
        /** Put tab services by id */
        put: operations["putTabServicesById"];
        post?: never;
        /** Delete tab services by id */
        delete: operations["deleteTabServicesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/thresholds/presets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The named threshold presets
         * @description The named threshold presets.
         */
        get: operations["getThresholdsPresets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-account-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List user-account-type
         * @description List user-account-type: page, size, sort=property,asc|desc, <property>.<operator>=value
         */
        get: operations["getUserAccountTypes"];
        put?: never;
        /** Post user account types */
        post: operations["postUserAccountTypes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-account-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get user account types by id */
        get: operations["getUserAccountTypesById"];
        /** Put user account types by id */
        put: operations["putUserAccountTypesById"];
        post?: never;
        /** Delete user account types by id */
        delete: operations["deleteUserAccountTypesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List user-account
         * @description List user-account: page, size, sort=property,asc|desc, <property>.<operator>=value
         */
        get: operations["getUserAccounts"];
        put?: never;
        /** Post user accounts */
        post: operations["postUserAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get user accounts by id */
        get: operations["getUserAccountsById"];
        /** Put user accounts by id */
        put: operations["putUserAccountsById"];
        post?: never;
        /** Delete user accounts by id */
        delete: operations["deleteUserAccountsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-accounts/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get user accounts current */
        get: operations["getUserAccountsCurrent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-accounts/uuid/parent/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The children of an account of the caller subtree
         * @description The children of an account of the caller subtree.
         */
        get: operations["getUserAccountsUuidParentByUuid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get users */
        get: operations["getUsers"];
        /** Put users */
        put: operations["putUsers"];
        /** Post users */
        post: operations["postUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{login}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get users by login */
        get: operations["getUsersByLogin"];
        put?: never;
        post?: never;
        /** Delete users by login */
        delete: operations["deleteUsersByLogin"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/authorities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get users authorities */
        get: operations["getUsersAuthorities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One account's endpoints, else every endpoint of the caller's subtree
         * @description One account's endpoints, else every endpoint of the caller's subtree. Never the secrets.
         */
        get: operations["getWebhooks"];
        put?: never;
        /**
         * Creates an endpoint
         * @description Creates an endpoint; the answer shows its signing secret, the only time it is shown.
         */
        post: operations["postWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Put webhooks by id */
        put: operations["putWebhooksById"];
        post?: never;
        /** Delete webhooks by id */
        delete: operations["deleteWebhooksById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The endpoint's newest 100 delivery attempts
         * @description The endpoint's newest 100 delivery attempts.
         */
        get: operations["getWebhooksByIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replaces the signing secret
         * @description Replaces the signing secret; the answer shows the new one, the only time it is shown.
         */
        post: operations["postWebhooksByIdRotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a `test` event now and answers the logged attempt
         * @description Sends a `test` event now and answers the logged attempt.
         */
        post: operations["postWebhooksByIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/audits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get management audits */
        get: operations["getManagementAudits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/configprops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get management configprops */
        get: operations["getManagementConfigprops"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/env": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get management env */
        get: operations["getManagementEnv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get management health */
        get: operations["getManagementHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/health/liveness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get management health liveness */
        get: operations["getManagementHealthLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/health/readiness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get management health readiness */
        get: operations["getManagementHealthReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get management info */
        get: operations["getManagementInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/jhimetrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get management jhimetrics */
        get: operations["getManagementJhimetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The job engine's queues, by name, with their jobs' counts and their policy
         * @description The job engine's queues, by name, with their jobs' counts and their policy
         */
        get: operations["getManagementJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/jobs/{queue}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A queue and its newest jobs (newest first), optionally in one state
         * @description A queue and its newest jobs (newest first), optionally in one state
         */
        get: operations["getManagementJobsByQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/jobs/{queue}/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels a waiting or running job (409 when it has finished)
         * @description Cancels a waiting or running job (409 when it has finished)
         */
        post: operations["postManagementJobsByQueueByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/jobs/{queue}/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Runs a failed job again (409 when the job is not failed)
         * @description Runs a failed job again (409 when the job is not failed)
         */
        post: operations["postManagementJobsByQueueByIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/loggers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get management loggers */
        get: operations["getManagementLoggers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/loggers/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get management loggers by name */
        get: operations["getManagementLoggersByName"];
        put?: never;
        /** Post management loggers by name */
        post: operations["postManagementLoggersByName"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/prometheus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get management prometheus */
        get: operations["getManagementPrometheus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/management/threaddump": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get management threaddump */
        get: operations["getManagementThreaddump"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AccountCreateRequest: {
            data: {
                [key: string]: unknown;
            };
            iotStatusFrequency?: number;
            login: string;
            maxIotRequestPerMonth?: number;
            /** Format: uuid */
            parentUuid?: string;
            /** @enum {string} */
            type: "ADMIN" | "ADMIN_BACKOFFICE" | "ADMIN_DEALER" | "ADMIN_GDO" | "ADMIN_GDS" | "DEALER" | "GDO" | "GDS" | "CUSTOMER" | "CONSUMER";
        };
        AccountDto: {
            comPartner: {
                [key: string]: string | null;
            } | null;
            comPartnerAccount: {
                businessName: string | null;
                id: number;
                vatId: string | null;
            } | null;
            comPartnerAccountId: number | null;
            comPartnerId: number | null;
            id: number;
            iotStatusFrequency: number;
            maxIotRequestPerMonth: number;
            parentId: number | null;
            parentUUID: string | null;
            /** @enum {string} */
            state: "ACTIVE" | "UNCONFIRMED" | "DELETED";
            type: {
                id: number;
                name: string;
                role: string;
            } | null;
            typeId: number | null;
            user: {
                activated: boolean;
                authorities: string[];
                email: string | null;
                firstName: string | null;
                id: number;
                langKey: string;
                lastName: string | null;
                login: string;
            } | null;
            userId: number | null;
            /** Format: uuid */
            uuid: string;
        };
        AccountHealth: {
            accountId: number;
            devices: number;
            reasons: components["schemas"]["HealthReason"][];
            score: number;
        };
        AccountHealthList: components["schemas"]["AccountHealth"][];
        AccountUpdateRequest: {
            data: {
                [key: string]: unknown;
            };
            iotStatusFrequency?: number;
            maxIotRequestPerMonth?: number;
            /** @enum {string} */
            state?: "ACTIVE" | "UNCONFIRMED";
        };
        AccountWithAncestors: {
            account: components["schemas"]["AccountDto"];
            ancestors: components["schemas"]["AccountDto"][];
        };
        AddressWithPartnerDto: {
            accountBusinessName: string | null;
            accountId: number | null;
            defaultSelection: boolean;
            id: number;
            partner: components["schemas"]["ComPartnerDto"];
            partnerId: number | null;
            partnerName: string | null;
            /** Format: uuid */
            uuid: string;
        };
        AddressWithPartnerRequest: {
            accountId: number;
            defaultSelection?: boolean;
            partner: {
                address?: string | null;
                birthday?: string | null;
                city?: string | null;
                email?: string | null;
                id?: number | null;
                latitude?: string | null;
                longitude?: string | null;
                name?: string | null;
                nationId?: number | null;
                note?: string | null;
                phone?: string | null;
                province?: string | null;
                surname?: string | null;
                zipCode?: string | null;
            };
        };
        AddTimerAnswer: {
            result: {
                groupId: string;
            };
            /** @constant */
            success: true;
        };
        AirQualityCell: {
            band: components["schemas"]["Pm25Band"] | null;
            hour: number;
            mean: number | null;
            readings: number;
            weekday: number;
        };
        AirQualityHour: {
            hour: number;
            mean: number | null;
            readings: number;
        };
        AirQualitySiteDevice: {
            id: number;
            name: string | null;
            uid: string | null;
        };
        AirQualitySiteGrid: {
            account: {
                id: number | null;
                name: string | null;
            };
            addressId: number;
            band: components["schemas"]["Pm25Band"] | null;
            cells: components["schemas"]["AirQualityCell"][];
            devices: components["schemas"]["AirQualitySiteDevice"][];
            from: string;
            label: string | null;
            mean: number | null;
            readings: number;
            to: string;
            who: components["schemas"]["AirQualityWho"];
        };
        AirQualitySites: {
            from: string;
            sites: components["schemas"]["AirQualitySiteSummary"][];
            to: string;
            who: components["schemas"]["AirQualityWho"];
        };
        AirQualitySiteSummary: {
            account: {
                id: number | null;
                name: string | null;
            };
            addressId: number;
            band: components["schemas"]["Pm25Band"];
            hours: components["schemas"]["AirQualityHour"][];
            label: string | null;
            mean: number;
            readings: number;
        };
        AirQualityWho: {
            /** @constant */
            annual: 5;
            /** @constant */
            day: 15;
            /** @constant */
            interimTarget4: 25;
        };
        AirScreen: {
            current: {
                band: ("good" | "fair" | "poor" | "bad") | null;
                bandKey: string;
                /** @enum {string} */
                colour: "green" | "yellow" | "orange" | "red" | "grey";
                pm25: number | null;
            };
            /** Format: date-time */
            generatedAt: string;
            hours: components["schemas"]["AirScreenHour"][];
            site: string | null;
            /** @constant */
            whoGuideline: 15;
        };
        AirScreenHour: {
            /** Format: date-time */
            hour: string;
            pm25: number | null;
        };
        AirShareLink: {
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
            id: number;
            lastViewedAt: string | null;
            path?: string;
            revokedAt: string | null;
            site: string | null;
            viewCount: number;
        };
        AirStandardsFigures: {
            /** @description [from, to) in epoch milliseconds */
            period: {
                from: number;
                to: number;
            };
            reset: {
                coverageThreshold: number;
                days: {
                    coveredSlots: number;
                    date: string;
                    level: ("highPerformance" | "acceptable" | "above") | null;
                    mean: number | null;
                    occupiedSlots: number;
                }[];
                intervalMinutes: number;
                source: {
                    part?: string;
                    /** @enum {string} */
                    standard: "WHO" | "WELL" | "RESET Air";
                    version: string;
                };
                targets: {
                    acceptable: number;
                    highPerformance: number;
                };
            } & ({
                /** @constant */
                status: "noData";
            } | {
                coverage: number;
                daysAcceptable: number;
                daysHighPerformance: number;
                daysWithData: number;
                qualifies: boolean;
                /** @constant */
                status: "ok";
            });
            timeZone: string;
            well: {
                a01: {
                    limits: {
                        /** @constant */
                        pm10: 50;
                        /** @constant */
                        pm25: 15;
                    };
                    source: {
                        part?: string;
                        /** @enum {string} */
                        standard: "WHO" | "WELL" | "RESET Air";
                        version: string;
                    };
                } & ({
                    /** @constant */
                    status: "noData";
                } | {
                    passes: boolean;
                    pm10Mean: number | null;
                    pm25Mean: number;
                    /** @constant */
                    status: "ok";
                });
                a08: {
                    completeness: number | null;
                    intervalMinutes: number;
                    medianIntervalMinutes: number | null;
                    pm10: {
                        /** @constant */
                        status: "noData";
                    } | {
                        hours: number;
                        mean: number;
                        median: number;
                        p75: number;
                        p95: number;
                        /** @constant */
                        status: "ok";
                    };
                    pm25: {
                        /** @constant */
                        status: "noData";
                    } | {
                        hours: number;
                        mean: number;
                        median: number;
                        p75: number;
                        p95: number;
                        /** @constant */
                        status: "ok";
                    };
                    source: {
                        part?: string;
                        /** @enum {string} */
                        standard: "WHO" | "WELL" | "RESET Air";
                        version: string;
                    };
                };
            };
            who: {
                pm10: {
                    annualGuideline: number;
                    dayGuideline: number;
                    days: {
                        counts: boolean;
                        coveredHours: number;
                        date: string;
                        hours: number;
                        mean: number | null;
                    }[];
                    daysBelowCoverage: number;
                    /** @enum {string} */
                    pollutant: "pm25" | "pm10";
                    source: {
                        part?: string;
                        /** @enum {string} */
                        standard: "WHO" | "WELL" | "RESET Air";
                        version: string;
                    };
                } & ({
                    /** @constant */
                    status: "noData";
                } | {
                    daysCounted: number;
                    daysWithin: number;
                    periodMean: number;
                    periodMeanWithin: boolean;
                    shareWithin: number;
                    /** @constant */
                    status: "ok";
                });
                pm25: {
                    annualGuideline: number;
                    dayGuideline: number;
                    days: {
                        counts: boolean;
                        coveredHours: number;
                        date: string;
                        hours: number;
                        mean: number | null;
                    }[];
                    daysBelowCoverage: number;
                    /** @enum {string} */
                    pollutant: "pm25" | "pm10";
                    source: {
                        part?: string;
                        /** @enum {string} */
                        standard: "WHO" | "WELL" | "RESET Air";
                        version: string;
                    };
                } & ({
                    /** @constant */
                    status: "noData";
                } | {
                    daysCounted: number;
                    daysWithin: number;
                    periodMean: number;
                    periodMeanWithin: boolean;
                    shareWithin: number;
                    /** @constant */
                    status: "ok";
                });
            };
        };
        AirStandardsOverview: {
            from: string;
            sites: components["schemas"]["AirStandardsOverviewSite"][];
            to: string;
        };
        AirStandardsOverviewFigures: {
            reset: {
                coverage: number | null;
                daysAcceptable: number;
                daysHighPerformance: number;
                daysWithData: number;
                qualifies: boolean;
            };
            wellA01: {
                hours: number;
                passes: boolean | null;
                pm25Mean: number | null;
            };
            wellA08: {
                completeness: number | null;
            };
            who: {
                daysBelowCoverage: number;
                daysCounted: number;
                daysWithin: number;
                periodMean: number | null;
                periodMeanWithin: boolean | null;
                shareWithin: number | null;
            };
        };
        AirStandardsOverviewSite: {
            account: {
                id: number | null;
                name: string | null;
            };
            addressId: number;
            figures: components["schemas"]["AirStandardsOverviewFigures"];
            label: string | null;
            openingHours: boolean;
        };
        AirStandardsSiteReport: {
            account: {
                id: number | null;
                name: string | null;
            };
            addressId: number;
            devices: number;
            figures: components["schemas"]["AirStandardsFigures"];
            from: string;
            label: string | null;
            openingHours: boolean;
            to: string;
        };
        Alarm: {
            account: {
                id: number;
                name: string | null;
            } | null;
            acknowledgedAt: string | null;
            acknowledgedBy: string | null;
            address: {
                id: number;
                name: string | null;
            } | null;
            assignee: {
                id: number;
                login: string;
            } | null;
            clearedAt: string | null;
            clearedBy: string | null;
            device: {
                id: number;
                name: string | null;
                uid: string;
            } | null;
            flaps: number;
            id: number;
            /** @enum {string} */
            kind: "parameter" | "offline" | "filter" | "timer" | "quota" | "push_silence" | "no_effect";
            openedAt: string;
            parameter: string | null;
            ruleId: number | null;
            ruleName: string;
            /** @enum {string} */
            severity: "critical" | "major" | "minor";
            /** @enum {string} */
            state: "active" | "cleared";
            /** @enum {string} */
            subject: "device" | "site" | "account" | "system";
            value: number | null;
        };
        AlarmAssign: {
            userId: number | null;
        };
        AlarmAssignee: {
            id: number;
            login: string;
            name: string | null;
        };
        AlarmAssignees: components["schemas"]["AlarmAssignee"][];
        AlarmBadges: {
            active: number;
            deviceId: number;
            /** @enum {string} */
            severity: "critical" | "major" | "minor";
        }[];
        AlarmClear: {
            note?: string;
        };
        AlarmComment: {
            text: string;
        };
        AlarmCounts: {
            active: number;
            bySeverity: {
                critical: number;
                major: number;
                minor: number;
            };
            unacknowledged: number;
        };
        AlarmDetail: {
            account: {
                id: number;
                name: string | null;
            } | null;
            acknowledgedAt: string | null;
            acknowledgedBy: string | null;
            address: {
                id: number;
                name: string | null;
            } | null;
            assignee: {
                id: number;
                login: string;
            } | null;
            clearedAt: string | null;
            clearedBy: string | null;
            device: {
                id: number;
                name: string | null;
                uid: string;
            } | null;
            events: components["schemas"]["AlarmEvent"][];
            flaps: number;
            id: number;
            /** @enum {string} */
            kind: "parameter" | "offline" | "filter" | "timer" | "quota" | "push_silence" | "no_effect";
            openedAt: string;
            parameter: string | null;
            ruleId: number | null;
            ruleName: string;
            /** @enum {string} */
            severity: "critical" | "major" | "minor";
            /** @enum {string} */
            state: "active" | "cleared";
            /** @enum {string} */
            subject: "device" | "site" | "account" | "system";
            value: number | null;
        };
        AlarmEvent: {
            actor: string | null;
            at: string;
            id: number;
            text: string | null;
            /** @enum {string} */
            type: "opened" | "flapped" | "acknowledged" | "assigned" | "commented" | "cleared";
            value: number | null;
        };
        Alarms: components["schemas"]["Alarm"][];
        AlertCondition: components["schemas"]["ParameterCondition"] | components["schemas"]["OfflineCondition"] | components["schemas"]["FilterCondition"] | components["schemas"]["TimerCondition"] | components["schemas"]["QuotaCondition"] | components["schemas"]["PushSilenceCondition"] | components["schemas"]["NoEffectCondition"];
        AlertConditionInput: components["schemas"]["ParameterConditionInput"] | components["schemas"]["OfflineConditionInput"] | components["schemas"]["FilterConditionInput"] | components["schemas"]["TimerConditionInput"] | components["schemas"]["QuotaConditionInput"] | components["schemas"]["PushSilenceConditionInput"] | components["schemas"]["NoEffectConditionInput"];
        AlertRule: {
            accountId: number | null;
            accountName: string | null;
            activeAlarms: number;
            addressId: number | null;
            addressName: string | null;
            condition: components["schemas"]["AlertCondition"];
            createdAt: string;
            enabled: boolean;
            id: number;
            name: string;
            notifyOnClear: boolean;
            /** @enum {string} */
            severity: "critical" | "major" | "minor";
            updatedAt: string;
        };
        AlertRuleRequest: {
            accountId?: number | null;
            addressId?: number | null;
            condition: components["schemas"]["AlertConditionInput"];
            /** @default true */
            enabled: boolean;
            name: string;
            /** @default false */
            notifyOnClear: boolean;
            /**
             * @default major
             * @enum {string}
             */
            severity: "critical" | "major" | "minor";
        };
        AlertRules: components["schemas"]["AlertRule"][];
        ApiKey: {
            accountId: number;
            allowedAddresses: string[];
            createdAt: string;
            createdBy: string | null;
            expiresAt: string | null;
            grants: components["schemas"]["ApiKeyGrant"][];
            id: number;
            lastUsedAddress: string | null;
            lastUsedAt: string | null;
            name: string;
            prefix: string;
            revokedAt: string | null;
            revokedBy: string | null;
        };
        ApiKeyCreate: {
            /** @default [] */
            allowedAddresses: string[];
            expiresAt?: string | null;
            grants: components["schemas"]["ApiKeyGrantInput"][];
            name: string;
        };
        ApiKeyGrant: {
            operations: ("create" | "read" | "update" | "delete")[];
            /** @enum {string} */
            service: "DEALER_MANAGEMENT" | "GDO_MANAGEMENT" | "GDS_MANAGEMENT" | "CUSTOMER_MANAGEMENT" | "ADDRESS_MANAGEMENT" | "DEVICE_MANAGEMENT" | "STATISTICS_MANAGEMENT";
        };
        ApiKeyGrantInput: {
            operations: ("create" | "read" | "update" | "delete")[];
            /** @enum {string} */
            service: "DEALER_MANAGEMENT" | "GDO_MANAGEMENT" | "GDS_MANAGEMENT" | "CUSTOMER_MANAGEMENT" | "ADDRESS_MANAGEMENT" | "DEVICE_MANAGEMENT" | "STATISTICS_MANAGEMENT";
        };
        ApiKeyWithSecret: {
            accountId: number;
            allowedAddresses: string[];
            createdAt: string;
            createdBy: string | null;
            expiresAt: string | null;
            grants: components["schemas"]["ApiKeyGrant"][];
            id: number;
            lastUsedAddress: string | null;
            lastUsedAt: string | null;
            name: string;
            prefix: string;
            revokedAt: string | null;
            revokedBy: string | null;
            secret: string;
        };
        AttentionPage: components["schemas"]["AttentionRow"][];
        AttentionRow: {
            accountId: number;
            devices: number;
            name: string | null;
            reasons: components["schemas"]["HealthReason"][];
            score: number;
        };
        AuditEvent: {
            data: {
                [key: string]: string;
            };
            id: number;
            principal: string;
            timestamp: string;
            type: string;
        };
        AuditEventPage: components["schemas"]["AuditEvent"][];
        AuthenticateResponse: {
            id_token: string;
        };
        AuthorityEntity: {
            name: string;
        };
        BackgroundJob: {
            /** @description When it completed, failed or was cancelled */
            completedOn: string | null;
            /** @description ISO instant */
            createdOn: string;
            /** @description The job's data as JSON, cut after 1,000 characters */
            data: string | null;
            /** @description A failed job's error (pg-boss keeps it in the job's output) */
            error: string | null;
            id: string;
            retryCount: number;
            retryLimit: number;
            /** @description ISO instant: a waiting job does not start before it */
            startAfter: string;
            startedOn: string | null;
            /** @enum {string} */
            state: "created" | "retry" | "active" | "completed" | "cancelled" | "failed";
        };
        Band: {
            high?: number;
            low?: number;
        };
        BandInput: {
            high?: number;
            low?: number;
        };
        BulkAction: components["schemas"]["BulkTimersAction"] | components["schemas"]["BulkCommandsAction"] | components["schemas"]["BulkDeleteTimersAction"];
        BulkActionInput: components["schemas"]["BulkTimersActionInput"] | components["schemas"]["BulkCommandsActionInput"] | components["schemas"]["BulkDeleteTimersActionInput"];
        BulkCommandsAction: {
            commands: components["schemas"]["CommandList"];
            /** @constant */
            kind: "commands";
        };
        BulkCommandsActionInput: {
            commands: components["schemas"]["CommandListInput"];
            /** @constant */
            kind: "commands";
        };
        BulkDeleteTimersAction: {
            category?: string;
            group?: string;
            /** @constant */
            kind: "deleteTimers";
        };
        BulkDeleteTimersActionInput: {
            category?: string;
            group?: string;
            /** @constant */
            kind: "deleteTimers";
        };
        BulkJob: {
            action: components["schemas"]["BulkAction"];
            counts: components["schemas"]["BulkJobCounts"];
            createdBy: string;
            createdDate: string;
            filter?: components["schemas"]["BulkTargetFilter"];
            finishedDate: string | null;
            id: number;
            /** @enum {string} */
            kind: "timers" | "commands" | "deleteTimers";
            offlineDeadline?: string | null;
            options?: components["schemas"]["BulkJobOptions"];
            pauseReason?: ("firstBatch" | "failures" | "quota") | null;
            startedDate: string | null;
            /** @enum {string} */
            status: "QUEUED" | "RUNNING" | "PAUSED" | "DONE" | "CANCELLED";
        };
        BulkJobCounts: {
            cancelled: number;
            done: number;
            failed: number;
            pending: number;
            total: number;
            waiting: number;
        };
        BulkJobDetail: {
            action: components["schemas"]["BulkAction"];
            counts: components["schemas"]["BulkJobCounts"];
            createdBy: string;
            createdDate: string;
            filter?: components["schemas"]["BulkTargetFilter"];
            finishedDate: string | null;
            id: number;
            items: components["schemas"]["BulkJobItem"][];
            /** @enum {string} */
            kind: "timers" | "commands" | "deleteTimers";
            offlineDeadline?: string | null;
            options?: components["schemas"]["BulkJobOptions"];
            pauseReason?: ("firstBatch" | "failures" | "quota") | null;
            startedDate: string | null;
            /** @enum {string} */
            status: "QUEUED" | "RUNNING" | "PAUSED" | "DONE" | "CANCELLED";
        };
        BulkJobItem: {
            error: string | null;
            finishedDate: string | null;
            name: string | null;
            /** @enum {string} */
            status: "PENDING" | "WAITING" | "RUNNING" | "DONE" | "FAILED" | "CANCELLED";
            uid: string;
        };
        BulkJobOptions: {
            failurePercent?: number;
            firstBatch?: number;
            offlineWaitDays?: number;
            /** Format: date-time */
            startAt?: string;
        };
        BulkJobOptionsInput: {
            failurePercent?: number;
            firstBatch?: number;
            offlineWaitDays?: number;
            /** Format: date-time */
            startAt?: string;
        };
        BulkJobRequest: {
            action: components["schemas"]["BulkActionInput"];
            devices?: string[];
            filter?: components["schemas"]["BulkTargetFilterInput"];
            options?: components["schemas"]["BulkJobOptionsInput"];
        };
        BulkTargetFilter: {
            accountId?: number;
            addressId?: number;
            modelId?: number;
            online?: boolean;
        };
        BulkTargetFilterInput: {
            accountId?: number;
            addressId?: number;
            modelId?: number;
            online?: boolean;
        };
        BulkTimersAction: {
            /** @constant */
            kind: "timers";
            removeOld: boolean;
            timers: components["schemas"]["DeviceTimer"][];
        };
        BulkTimersActionInput: {
            /** @constant */
            kind: "timers";
            removeOld: boolean;
            timers: components["schemas"]["DeviceTimerInput"][];
        };
        CacheMetric: {
            "cache.evictions": number;
            "cache.gets.hit": number;
            "cache.gets.miss": number;
            "cache.puts": number;
            "cache.size"?: number;
        };
        ChangeLogLevel: {
            configuredLevel: components["schemas"]["LogLevelInput"] | null;
        };
        ChangePasswordRequest: {
            currentPassword: string;
            newPassword: components["schemas"]["NewPassword"];
        };
        CityOfProvince: {
            city_name: string | null;
            id: number;
            province_code: string | null;
        };
        Closure: {
            from: string;
            note?: string;
            to: string;
        };
        ClosureInput: {
            from: string;
            note?: string;
            to: string;
        };
        CommandList: components["schemas"]["DataPoint"][];
        CommandListInput: components["schemas"]["DataPointInput"][];
        ComPartnerAccountBody: {
            businessName?: string | null;
            id?: number | null;
            partnerId?: number | null;
            vatId?: string | null;
        };
        ComPartnerAccountDto: {
            businessName: string | null;
            id: number;
            partnerId: number | null;
            vatId: string | null;
        };
        ComPartnerAddrBody: {
            accountId?: number | null;
            defaultSelection?: boolean | null;
            id?: number | null;
            partnerId?: number | null;
        };
        ComPartnerAddrDto: {
            accountBusinessName: string | null;
            accountId: number | null;
            defaultSelection: boolean;
            id: number;
            partnerId: number | null;
            partnerName: string | null;
            /** Format: uuid */
            uuid: string;
        };
        ComPartnerAddrServiceUserBody: {
            comPartnerAddrId: number;
            createdAt?: string | null;
            createdById: number;
            id?: number | null;
            permissionCreate?: boolean | null;
            permissionCreateAllowed?: boolean | null;
            permissionDelete?: boolean | null;
            permissionDeleteAllowed?: boolean | null;
            permissionRead?: boolean | null;
            permissionReadAllowed?: boolean | null;
            permissionUpdate?: boolean | null;
            permissionUpdateAllowed?: boolean | null;
            relatedPresetId?: number | null;
            tabServiceId: number;
            userId: number;
        };
        ComPartnerAddrServiceUserDto: {
            comPartnerAddrId: number;
            createdAt: string | null;
            createdById: number;
            createdByLogin: string | null;
            id: number;
            permissionCreate: boolean;
            permissionCreateAllowed: boolean;
            permissionDelete: boolean;
            permissionDeleteAllowed: boolean;
            permissionRead: boolean;
            permissionReadAllowed: boolean;
            permissionUpdate: boolean;
            permissionUpdateAllowed: boolean;
            relatedPresetId: number | null;
            relatedPresetName: string | null;
            tabServiceId: number;
            tabServiceName: string | null;
            userId: number;
            userLogin: string | null;
        };
        ComPartnerBody: {
            address?: string | null;
            birthday?: string | null;
            city?: string | null;
            email?: string | null;
            id?: number | null;
            latitude?: string | null;
            longitude?: string | null;
            name?: string | null;
            nationId?: number | null;
            note?: string | null;
            phone?: string | null;
            province?: string | null;
            surname?: string | null;
            zipCode?: string | null;
        };
        ComPartnerDto: {
            address: string | null;
            birthday: string | null;
            city: string | null;
            email: string | null;
            id: number;
            latitude: string | null;
            longitude: string | null;
            name: string | null;
            nationId: number | null;
            note: string | null;
            phone: string | null;
            province: string | null;
            surname: string | null;
            zipCode: string | null;
        };
        ConfigPropsReport: {
            contexts: {
                [key: string]: {
                    beans: {
                        [key: string]: {
                            prefix: string;
                            properties: {
                                [key: string]: components["schemas"]["SettingValue"];
                            };
                        };
                    };
                };
            };
        };
        ConsumerAccount: {
            comPartner: {
                address: string | null;
                city: string | null;
                email: string | null;
                name: string | null;
                phone: string | null;
                province: string | null;
                provinceName: string | null;
                surname: string | null;
                zipCode: string | null;
            };
            consents: {
                marketing: boolean;
                marketingChangedAt: string | null;
                partners: boolean;
                partnersChangedAt: string | null;
                privacyAcceptedAt: string | null;
                privacyVersion: string | null;
            };
            devices: components["schemas"]["ConsumerDevice"][];
            id: number;
            user: {
                email: string;
                firstName: string | null;
                id: number;
                langKey: string;
                lastName: string | null;
                login: string;
            };
        };
        ConsumerActivated: {
            login: string;
        };
        ConsumerConsents: {
            marketing: boolean;
            partners: boolean;
        };
        ConsumerDevice: {
            cityName: string | null;
            id: number;
            modelName: string | null;
            purchaseDate: string | null;
            sellerDescription: string | null;
            serialNumber: string | null;
            uid: string | null;
        };
        ConsumerDeviceClaim: {
            cityId: number;
            modelId: number;
            ownerId: number;
            purchase_date: string;
            seller_description: string;
            serialNumber: string;
            uid?: string | null;
        };
        ConsumerModel: {
            code: string;
            id: number;
            name: string;
        };
        ConsumerModels: components["schemas"]["ConsumerModel"][];
        ConsumerName: string | null;
        ConsumerProfileUpdate: {
            comPartner?: {
                address?: string | null;
                city?: string | null;
                email?: components["schemas"]["Email"] | null;
                name?: components["schemas"]["ConsumerName"];
                phone?: string | null;
                province?: components["schemas"]["ConsumerProvince"];
                surname?: components["schemas"]["ConsumerName"];
                zipCode?: string | null;
            } | null;
            consents?: components["schemas"]["ConsumerConsents"] | null;
            firstName?: components["schemas"]["ConsumerName"];
            id?: number | null;
            lastName?: components["schemas"]["ConsumerName"];
            province?: components["schemas"]["ConsumerProvince"];
            user?: {
                firstName?: components["schemas"]["ConsumerName"];
                lastName?: components["schemas"]["ConsumerName"];
            } | null;
        };
        ConsumerProvince: string | null;
        CreateAirShareLink: {
            /** @default 30 */
            expiresInDays: number;
        };
        CreatedAccountDto: {
            comPartner: {
                [key: string]: string | null;
            } | null;
            comPartnerAccount: {
                businessName: string | null;
                id: number;
                vatId: string | null;
            } | null;
            comPartnerAccountId: number | null;
            comPartnerId: number | null;
            createdPassword: string;
            id: number;
            iotStatusFrequency: number;
            maxIotRequestPerMonth: number;
            parentId: number | null;
            parentUUID: string | null;
            /** @enum {string} */
            state: "ACTIVE" | "UNCONFIRMED" | "DELETED";
            type: {
                id: number;
                name: string;
                role: string;
            } | null;
            typeId: number | null;
            user: {
                activated: boolean;
                authorities: string[];
                email: string | null;
                firstName: string | null;
                id: number;
                langKey: string;
                lastName: string | null;
                login: string;
            } | null;
            userId: number | null;
            /** Format: uuid */
            uuid: string;
        };
        CreateScheduledExport: {
            /** @enum {string} */
            delivery: "attachment" | "link";
            name: string;
            recurrence: components["schemas"]["ExportRecurrenceInput"];
            source: components["schemas"]["ExportSourceInput"];
        };
        DashboardDevice: {
            address: {
                label: string | null;
                /** @enum {string} */
                state: "selected" | "invalid" | "none";
            };
            canHistory: boolean;
            canView: boolean;
            id: number;
            lastStatus: {
                online: boolean;
                status: components["schemas"]["ReportedDataPoint"][];
                time: string;
            } | null;
            model: {
                id: number;
                name: string;
            } | null;
            name: string | null;
            owner: {
                id: number;
                linked: boolean;
                name: string | null;
            } | null;
            serialNumber: string | null;
            thresholds?: components["schemas"]["Thresholds"];
            uid: string | null;
        };
        DashboardDevices: components["schemas"]["DashboardDevice"][];
        DataPoint: {
            code: string;
            value: components["schemas"]["DataPointValue"];
        };
        DataPointInput: {
            code: string;
            value: components["schemas"]["DataPointValueInput"];
        };
        DataPointValue: boolean | number | string;
        DataPointValueInput: boolean | number | string;
        DeviceBody: {
            addressId?: number | null;
            cityId?: number | null;
            contractExpirationDate?: string | null;
            enabled?: boolean | null;
            filterReplacementDate?: string | null;
            id?: number | null;
            installationDate?: string | null;
            maintenanceContract?: boolean | null;
            modelId?: number | null;
            name?: string | null;
            ownerId?: number | null;
            place?: string | null;
            purchase_date?: string | null;
            seller_description?: string | null;
            sellerId?: number | null;
            serialNumber?: string | null;
            uid?: string | null;
        };
        DeviceDto: {
            addressId: number | null;
            city_name: string | null;
            cityId: number | null;
            contractExpirationDate: string | null;
            enabled: boolean;
            filterReplacementDate: string | null;
            id: number;
            installationDate: string | null;
            maintenanceContract: boolean;
            modelId: number | null;
            modelName: string | null;
            name: string | null;
            ownerId: number | null;
            ownerLogin: string | null;
            place: string | null;
            purchase_date: string | null;
            seller_description: string | null;
            sellerId: number | null;
            sellerLogin: string | null;
            serialNumber: string | null;
            uid: string | null;
            /** Format: uuid */
            uuid: string;
        };
        DeviceFactorySerialBody: {
            authorizationCode?: string | null;
            authorizationTime?: string | null;
            burnAuthorizationStatus?: string | null;
            id?: number | null;
            imei?: string | null;
            mac?: string | null;
            moduleModel?: string | null;
            packagingQualityInspectionStatus?: string | null;
            packagingQualityInspectionTime?: string | null;
            secondDetectionProcess?: string | null;
            serialNumber?: string | null;
            workOrderNumber?: number | null;
        };
        DeviceFactorySerialDto: {
            authorizationCode: string | null;
            authorizationTime: string | null;
            burnAuthorizationStatus: string | null;
            id: number;
            imei: string | null;
            mac: string | null;
            moduleModel: string | null;
            packagingQualityInspectionStatus: string | null;
            packagingQualityInspectionTime: string | null;
            secondDetectionProcess: string | null;
            serialNumber: string | null;
            /** Format: uuid */
            uuid: string;
            workOrderNumber: number | null;
        };
        DeviceHistory: components["schemas"]["HistoryBucket"][];
        DeviceLiveStatus: {
            id: string;
            lat?: string;
            lon?: string;
            online: boolean;
            readAt?: string;
            /** @enum {string} */
            source?: "stored" | "provider";
            status: components["schemas"]["ReportedDataPoint"][];
            thresholds?: components["schemas"]["Thresholds"];
        };
        DeviceModelBody: {
            cadr1?: number | null;
            cadr2?: number | null;
            cadr3?: number | null;
            cadr4?: number | null;
            consumption1?: number | null;
            consumption2?: number | null;
            consumption3?: number | null;
            consumption4?: number | null;
            id?: number | null;
            name?: string | null;
            product_id?: string | null;
        };
        DeviceModelDto: {
            cadr1: number | null;
            cadr2: number | null;
            cadr3: number | null;
            cadr4: number | null;
            consumption1: number | null;
            consumption2: number | null;
            consumption3: number | null;
            consumption4: number | null;
            id: number;
            name: string | null;
            product_id: string | null;
        };
        DeviceStatusesAnswer: {
            result: {
                devices: components["schemas"]["DeviceLiveStatus"][];
            };
            /** @constant */
            success: true;
            t: number;
        };
        DeviceStatusLogDto: {
            deviceId: number | null;
            deviceName: string | null;
            deviceUid: string | null;
            id: number;
            iotLogId: number | null;
            logTime: string | null;
            online: boolean;
            payload: string | null;
        };
        DeviceTimer: {
            alias_name?: string;
            category: string;
            instruct: components["schemas"]["TimerInstruction"][];
            loops: components["schemas"]["Loops"];
            time_zone: string;
            timezone_id: string;
        };
        DeviceTimerInput: {
            alias_name?: string;
            category: string;
            instruct: components["schemas"]["TimerInstructionInput"][];
            loops: components["schemas"]["LoopsInput"];
            time_zone: string;
            timezone_id: string;
        };
        EffectRules: {
            effectShare: number;
            minimumEvents: number;
            minimumPm25: number;
            verdictDays: number;
            windowMinutes: number;
        };
        Email: string;
        EnvReport: {
            activeProfiles: string[];
            propertySources: {
                name: string;
                properties: {
                    [key: string]: {
                        value: components["schemas"]["SettingValue"];
                    };
                };
            }[];
        };
        EventLoopReport: {
            delay: {
                max: number;
                mean: number;
                min: number;
                percentiles: {
                    [key: string]: number;
                };
                stddev: number;
            };
            utilization: {
                recent: number;
                sinceStart: number;
            };
        };
        ExportRecurrence: {
            /** @constant */
            frequency: "daily";
            hour: number;
        } | {
            /** @constant */
            frequency: "weekly";
            hour: number;
            weekday: number;
        } | {
            dayOfMonth: number;
            /** @constant */
            frequency: "monthly";
            hour: number;
        };
        ExportRecurrenceInput: {
            /** @constant */
            frequency: "daily";
            hour: number;
        } | {
            /** @constant */
            frequency: "weekly";
            hour: number;
            weekday: number;
        } | {
            dayOfMonth: number;
            /** @constant */
            frequency: "monthly";
            hour: number;
        };
        ExportSource: {
            /** @constant */
            kind: "devices";
        } | {
            /** @constant */
            kind: "alarms";
        } | {
            /** @default 1 */
            days: number;
            deviceIds: number[];
            /** @constant */
            kind: "device-history";
        } | {
            /** @constant */
            kind: "filters-due";
        } | {
            /** @constant */
            kind: "air-quality";
        };
        ExportSourceInput: {
            /** @constant */
            kind: "devices";
        } | {
            /** @constant */
            kind: "alarms";
        } | {
            /** @default 1 */
            days: number;
            deviceIds: number[];
            /** @constant */
            kind: "device-history";
        } | {
            /** @constant */
            kind: "filters-due";
        } | {
            /** @constant */
            kind: "air-quality";
        };
        FieldError: {
            field: string;
            /** @description The constraint the value broke: NotNull, Size, Pattern, Min, Max, … */
            message: string;
            objectName: string;
        };
        FilterCondition: {
            /** @constant */
            kind: "filter";
            /** @default 7 */
            withinDays: number;
        };
        FilterConditionInput: {
            /** @constant */
            kind: "filter";
            /** @default 7 */
            withinDays: number;
        };
        FilterForecastRow: {
            basisDays: number;
            computedAt: string | null;
            dangerAt: string | null;
            device: {
                id: number;
                name: string | null;
                serialNumber: string | null;
                uid: string | null;
            };
            /** @enum {string} */
            kind: "forecast" | "insufficient";
            lastTime: string | null;
            lastValue: number | null;
            measure: ("filter" | "filter_days" | "filter_hours") | null;
            model: string | null;
            noMeasurableEffect: boolean;
            overdue: boolean;
            owner: {
                id: number;
                linked: boolean;
                name: string | null;
            } | null;
            ratePerDay: number | null;
            readings: number;
            reason: ("tooFewReadings" | "tooShort" | "noWear" | "noData") | null;
            site: {
                addressId: number;
                label: string | null;
            } | null;
        };
        FilterForecastRows: components["schemas"]["FilterForecastRow"][];
        FilterSite: {
            addressId: number;
            label: string | null;
        };
        FilterSites: components["schemas"]["FilterSite"][];
        FleetCheck: {
            counts: {
                danger: number;
                success: number;
                warning: number;
            };
            danger: {
                highlighted: string;
                uid: string;
            }[];
            refreshed: boolean;
            total: number;
            unknown: number;
        };
        FleetHealth: {
            account: {
                id: number;
                name: string | null;
            } | null;
            devices: number;
            reasons: components["schemas"]["HealthReason"][];
            score: number;
            sites: components["schemas"]["HealthSite"][];
        };
        HealthComponent: {
            details?: {
                [key: string]: unknown;
            };
            status: components["schemas"]["HealthStatus"];
        };
        HealthReason: {
            /** @enum {string} */
            code: "offline" | "danger" | "warning" | "unknownStatus" | "filterOverdue" | "filterDueSoon" | "timersFailing" | "quotaCritical" | "quotaHigh";
            devices?: number;
            points: number;
        };
        HealthReport: {
            components: {
                [key: string]: components["schemas"]["HealthComponent"];
            };
            status: components["schemas"]["HealthStatus"];
        };
        HealthSite: {
            addressId: number | null;
            devices: number;
            label: string | null;
            reasons: components["schemas"]["HealthReason"][];
            score: number;
        };
        /** @enum {string} */
        HealthStatus: "UP" | "DOWN" | "UNKNOWN" | "OUT_OF_SERVICE";
        HistoryBucket: {
            logTime: string;
            online: boolean;
            payload: string | null;
        };
        IotDoneAnswer: {
            /** @constant */
            result: true;
            /** @constant */
            success: true;
        };
        IotLogDto: {
            id: number;
            logTime: string | null;
            /** @enum {string} */
            operation: "STATUS" | "COMMAND" | "GET_TIMER" | "DELETE_TIMER" | "ADD_TIMER";
            request: string | null;
            response: string | null;
            /** @enum {string} */
            state: "SUCCESS" | "ERROR" | "DEPLETED_REQUESTS";
            userAccountId: number | null;
            userAccountLogin: string | null;
        };
        IotQuotaList: {
            monthEnd: string;
            monthStart: string;
            rows: components["schemas"]["IotQuotaRow"][];
        };
        IotQuotaRow: {
            accountType: string | null;
            depletesAt: string | null;
            level: components["schemas"]["QuotaLevel"];
            limit: number;
            login: string | null;
            name: string | null;
            projected: number;
            projectedFraction: number;
            slowdown: number;
            used: number;
            usedFraction: number;
            userAccountId: number;
        };
        IotUsageReport: {
            from: string;
            month: string;
            rows: components["schemas"]["IotUsageRow"][];
            to: string;
            totals: {
                accounts: number;
                depleted: number;
                depletedAccounts: number;
                errors: number;
                requests: number;
            };
        };
        IotUsageRow: {
            accountType: string | null;
            businessName: string | null;
            depleted: number;
            errors: number;
            lastCall: string | null;
            login: string | null;
            maxIotRequestPerMonth: number;
            requests: number;
            usage: number;
            userAccountId: number;
        };
        JobCounts: {
            cancelled: number;
            /** @description Completed jobs still kept (the queue deletes them after a while) */
            completed: number;
            failed: number;
            running: number;
            waiting: number;
        };
        JobQueue: {
            counts: components["schemas"]["JobCounts"];
            name: string;
            policy: components["schemas"]["JobQueuePolicy"];
            /** @description A recurring job's chain: cancelling its waiting run skips that run, the next is queued */
            recurring: boolean;
        };
        JobQueueDetail: {
            jobs: components["schemas"]["BackgroundJob"][];
            queue: components["schemas"]["JobQueue"];
        };
        JobQueuePolicy: {
            deadLetter: string | null;
            /** @description A finished job is kept this long */
            deleteAfterSeconds: number;
            /** @description A job active this long is retried or failed */
            expireInSeconds: number;
            /** @description pg-boss's policy: standard, short, singleton, stately ... */
            policy: string;
            retryBackoff: boolean;
            retryDelaySeconds: number;
            retryLimit: number;
        };
        JobQueues: components["schemas"]["JobQueue"][];
        /** @enum {string} */
        LangKey: "it" | "en";
        LivenessReport: {
            /** @constant */
            status: "UP";
        };
        LoggerLevels: {
            configuredLevel: components["schemas"]["LogLevel"] | null;
            effectiveLevel: components["schemas"]["LogLevel"];
        };
        LoggersReport: {
            levels: components["schemas"]["LogLevel"][];
            loggers: {
                [key: string]: components["schemas"]["LoggerLevels"];
            };
        };
        LoginName: string;
        LoginRequest: {
            password: string;
            /** @default true */
            rememberMe: boolean;
            username: string;
        };
        /** @enum {string} */
        LogLevel: "OFF" | "FATAL" | "ERROR" | "WARN" | "INFO" | "DEBUG" | "TRACE";
        /** @enum {string} */
        LogLevelInput: "OFF" | "FATAL" | "ERROR" | "WARN" | "INFO" | "DEBUG" | "TRACE";
        Loops: string;
        LoopsInput: string;
        ManagedUser: {
            /** @default true */
            activated: boolean;
            /**
             * @default [
             *       "ROLE_USER"
             *     ]
             */
            authorities: ("ROLE_ADMIN" | "ROLE_ADMIN_BACKOFFICE" | "ROLE_ADMIN_DEALER" | "ROLE_ADMIN_GDO" | "ROLE_ADMIN_GDS" | "ROLE_DEALER" | "ROLE_GDO" | "ROLE_GDS" | "ROLE_CUSTOMER" | "ROLE_CONSUMER" | "ROLE_USER")[];
            email: components["schemas"]["Email"];
            firstName?: string | null;
            id?: ("" | number) | null;
            imageUrl?: string | null;
            /** @enum {string} */
            langKey?: "" | "it" | "en";
            lastName?: string | null;
            login: components["schemas"]["LoginName"];
        };
        ManagementInfo: {
            activeProfiles: string[];
            build?: {
                name: string;
                version: string;
            };
            "display-ribbon-on-profiles": string;
        };
        MemoryPool: {
            committed: number;
            max: number;
            used: number;
        };
        MetricsDocument: {
            cache: {
                [key: string]: components["schemas"]["CacheMetric"];
            };
            databases: {
                acquire: components["schemas"]["TimerMetric"];
                active: {
                    value: number;
                };
                creation: components["schemas"]["TimerMetric"];
                idle: {
                    value: number;
                };
                kind: string;
                max: {
                    value: number;
                };
                min: {
                    value: number;
                };
                pending: {
                    value: number;
                };
                usage: components["schemas"]["TimerMetric"];
            };
            garbageCollector: {
                byKind: {
                    [key: string]: components["schemas"]["TimerMetric"];
                };
                count: number;
                "jvm.gc.live.data.size": number;
                "jvm.gc.max.data.size": number;
                "jvm.gc.memory.promoted": number;
                "jvm.gc.pause": components["schemas"]["TimerMetric"];
                max: number;
                mean: number;
                percentiles?: {
                    [key: string]: number;
                };
                totalTime: number;
            };
            "http.server.requests": {
                all: {
                    count: number;
                };
                percode: {
                    [key: string]: components["schemas"]["RequestStats"];
                };
            };
            jvm: {
                [key: string]: components["schemas"]["MemoryPool"];
            };
            processMetrics: {
                "process.cpu.usage": number;
                "process.files.max"?: number;
                "process.files.open"?: number;
                "process.start.time": number;
                "process.uptime": number;
                "system.cpu.count": number;
                "system.cpu.usage": number;
                "system.load.average.1m": number;
            };
            services: {
                [key: string]: {
                    [key: string]: components["schemas"]["RequestStats"];
                };
            };
        };
        MonthlyReportOptIn: {
            enabled: boolean;
        };
        MonthlyReportOptInInput: {
            enabled: boolean;
        };
        NationBody: {
            code?: string | null;
            id?: number | null;
            name?: string | null;
        };
        NationDto: {
            code: string | null;
            id: number;
            name: string | null;
        };
        NewPassword: string & (unknown & unknown & unknown);
        NoEffectCondition: {
            /** @constant */
            kind: "no_effect";
        };
        NoEffectConditionInput: {
            /** @constant */
            kind: "no_effect";
        };
        NotificationDto: {
            alarmId: number;
            createdAt: string;
            /** @enum {string} */
            event: "opened" | "flapped" | "acknowledged" | "assigned" | "commented" | "cleared";
            id: number;
            readAt: string | null;
            ruleName: string;
            /** @enum {string} */
            severity: "critical" | "major" | "minor";
            siteName: string | null;
            subjectName: string | null;
        };
        NotificationPreferences: {
            /** @default 08:00 */
            digestAt: string;
            /** @default true */
            inApp: boolean;
            /**
             * @default immediate
             * @enum {string}
             */
            mail: "immediate" | "digest" | "off";
            /** @default false */
            mailOnClear: boolean;
            /** @default null */
            quietHours: {
                from: string;
                to: string;
            } | null;
            /**
             * @default [
             *       "critical",
             *       "major",
             *       "minor"
             *     ]
             */
            severities: ("critical" | "major" | "minor")[];
        };
        NotificationPreferencesInput: {
            /** @default 08:00 */
            digestAt: string;
            /** @default true */
            inApp: boolean;
            /**
             * @default immediate
             * @enum {string}
             */
            mail: "immediate" | "digest" | "off";
            /** @default false */
            mailOnClear: boolean;
            /** @default null */
            quietHours: {
                from: string;
                to: string;
            } | null;
            /**
             * @default [
             *       "critical",
             *       "major",
             *       "minor"
             *     ]
             */
            severities: ("critical" | "major" | "minor")[];
        };
        NotificationPush: {
            latest: components["schemas"]["NotificationDto"] | null;
            unread: number;
        };
        NotificationRead: {
            all?: boolean;
            ids?: number[];
        };
        OfflineCondition: {
            /** @default 0 */
            clearMinutes: number;
            /** @default 30 */
            forMinutes: number;
            /** @constant */
            kind: "offline";
            /** @default false */
            openingHoursOnly: boolean;
        };
        OfflineConditionInput: {
            /** @default 0 */
            clearMinutes: number;
            /** @default 30 */
            forMinutes: number;
            /** @constant */
            kind: "offline";
            /** @default false */
            openingHoursOnly: boolean;
        };
        OpeningHours: {
            /** @default [] */
            closures: components["schemas"]["Closure"][];
            /** @default Europe/Rome */
            timeZone: string;
            week: {
                /** @default [] */
                fri: components["schemas"]["OpeningRange"][];
                /** @default [] */
                mon: components["schemas"]["OpeningRange"][];
                /** @default [] */
                sat: components["schemas"]["OpeningRange"][];
                /** @default [] */
                sun: components["schemas"]["OpeningRange"][];
                /** @default [] */
                thu: components["schemas"]["OpeningRange"][];
                /** @default [] */
                tue: components["schemas"]["OpeningRange"][];
                /** @default [] */
                wed: components["schemas"]["OpeningRange"][];
            };
        };
        OpeningHoursInput: {
            /** @default [] */
            closures: components["schemas"]["ClosureInput"][];
            /** @default Europe/Rome */
            timeZone: string;
            week: {
                /** @default [] */
                fri: components["schemas"]["OpeningRangeInput"][];
                /** @default [] */
                mon: components["schemas"]["OpeningRangeInput"][];
                /** @default [] */
                sat: components["schemas"]["OpeningRangeInput"][];
                /** @default [] */
                sun: components["schemas"]["OpeningRangeInput"][];
                /** @default [] */
                thu: components["schemas"]["OpeningRangeInput"][];
                /** @default [] */
                tue: components["schemas"]["OpeningRangeInput"][];
                /** @default [] */
                wed: components["schemas"]["OpeningRangeInput"][];
            };
        };
        OpeningRange: {
            from: string;
            to: string;
        };
        OpeningRangeInput: {
            from: string;
            to: string;
        };
        OwnPermissionRecord: {
            addressId?: number;
            permissionCreate: boolean;
            permissionCreateAllowed: boolean;
            permissionDelete: boolean;
            permissionDeleteAllowed: boolean;
            permissionRead: boolean;
            permissionReadAllowed: boolean;
            permissionUpdate: boolean;
            permissionUpdateAllowed: boolean;
            serviceCode: string;
        };
        OwnPermissions: {
            accountId: number | null;
            isSuperUser: boolean;
            readonly records: components["schemas"]["OwnPermissionRecord"][];
            role: ("ADMIN" | "ADMIN_BACKOFFICE" | "ADMIN_DEALER" | "ADMIN_GDO" | "ADMIN_GDS" | "DEALER" | "GDO" | "GDS" | "CUSTOMER" | "CONSUMER") | null;
            userId: number;
        };
        ParameterBands: {
            danger?: components["schemas"]["Band"] | null;
            warning?: components["schemas"]["Band"] | null;
        };
        ParameterBandsInput: {
            danger?: components["schemas"]["BandInput"] | null;
            warning?: components["schemas"]["BandInput"] | null;
        };
        ParameterCondition: {
            /** @enum {string} */
            band: "danger" | "warning";
            /** @default 10 */
            clearMinutes: number;
            /** @default 10 */
            forMinutes: number;
            /** @constant */
            kind: "parameter";
            /** @default false */
            openingHoursOnly: boolean;
            /** @enum {string} */
            parameter: "pm25" | "temp" | "humidity" | "filter" | "filter_days" | "filter_hours";
            /** @default 0 */
            rearmMargin: number;
        };
        ParameterConditionInput: {
            /** @enum {string} */
            band: "danger" | "warning";
            /** @default 10 */
            clearMinutes: number;
            /** @default 10 */
            forMinutes: number;
            /** @constant */
            kind: "parameter";
            /** @default false */
            openingHoursOnly: boolean;
            /** @enum {string} */
            parameter: "pm25" | "temp" | "humidity" | "filter" | "filter_days" | "filter_hours";
            /** @default 0 */
            rearmMargin: number;
        };
        PermissionSheetEntry: {
            createdAt: string | null;
            createdById: number | null;
            id: number | null;
            permissionCreate: boolean;
            permissionCreateAllowed: boolean;
            permissionDelete: boolean;
            permissionDeleteAllowed: boolean;
            permissionRead: boolean;
            permissionReadAllowed: boolean;
            permissionUpdate: boolean;
            permissionUpdateAllowed: boolean;
            relatedPresetId: number | null;
            tabServiceCode: string;
            tabServiceId: number;
            tabServiceName: string;
            tabServiceReadOnly: boolean;
            userId: number;
            userLogin: string;
        };
        /** @enum {string} */
        Pm25Band: "good" | "fair" | "poor" | "bad";
        /** @description An RFC 7807 problem (application/problem+json), as JHipster answers it */
        Problem: {
            detail?: string;
            entityName?: string;
            errorKey?: string;
            fieldErrors?: components["schemas"]["FieldError"][];
            /** @description A translation key: error.http.<status>, error.validation, <entity>.<errorKey> */
            message: string;
            params?: string;
            path?: string;
            requestId?: string;
            status: number;
            title: string;
            type: string;
        };
        /** @description Prometheus text exposition format 0.0.4 */
        PrometheusText: string;
        Province: {
            province_code: string | null;
            province_name: string | null;
        };
        PurifierEffectiveness: {
            cadr: (number | null)[];
            cleanAirDelivered: number | null;
            deviceId: number;
            events: number;
            halvedEvents: number;
            hoursBySpeed: number[];
            medianDrop: number | null;
            medianMinutesToHalve: number | null;
            model: string | null;
            name: string | null;
            noMeasurableEffect: boolean;
            verdict: {
                computedAt: string;
                events: number;
                noMeasurableEffect: boolean;
            } | null;
        };
        PushSilenceCondition: {
            /** @default 15 */
            forMinutes: number;
            /** @constant */
            kind: "push_silence";
        };
        PushSilenceConditionInput: {
            /** @default 15 */
            forMinutes: number;
            /** @constant */
            kind: "push_silence";
        };
        QuotaCondition: {
            /** @constant */
            kind: "quota";
            /** @default 90 */
            percent: number;
        };
        QuotaConditionInput: {
            /** @constant */
            kind: "quota";
            /** @default 90 */
            percent: number;
        };
        /** @enum {string} */
        QuotaLevel: "ok" | "warning" | "critical";
        QuotaStatus: {
            depletesAt: string | null;
            level: components["schemas"]["QuotaLevel"];
            limit: number;
            monthEnd: string;
            monthStart: string;
            projected: number;
            projectedFraction: number;
            slowdown: number;
            used: number;
            usedFraction: number;
        };
        RegisterRequest: {
            email: components["schemas"]["Email"];
            /** @default it */
            langKey: components["schemas"]["LangKey"];
            login: components["schemas"]["LoginName"];
            password: components["schemas"]["NewPassword"];
        };
        RelationOption: {
            id: number;
            label: string;
        };
        ReportedDataPoint: {
            code: string;
            value: components["schemas"]["DataPointValue"];
        };
        RequestStats: {
            count: number;
            max: number;
            mean: number;
        };
        ResetFinishRequest: {
            key: string;
            newPassword: components["schemas"]["NewPassword"];
        };
        ScheduledExport: {
            createdAt: string;
            /** @enum {string} */
            delivery: "attachment" | "link";
            id: number;
            lastResult: ("sent" | "sent-link" | "empty" | "refused" | "failed") | null;
            lastRows: number | null;
            lastRunAt: string | null;
            name: string;
            nextRunAt: string | null;
            paused: boolean;
            recurrence: components["schemas"]["ExportRecurrence"];
            source: components["schemas"]["ExportSource"];
        };
        ScheduledExportSent: {
            queued: boolean;
        };
        ScheduledTimer: {
            alias_name: string;
            date: string;
            functions: components["schemas"]["ReportedDataPoint"][];
            loops: string;
            status: number;
            time: string;
            timer_id: string;
            timezone_id: string;
        };
        SettingValue: string | number | boolean | null;
        SiteEffectiveness: {
            addressId: number;
            cleanAirDelivered: number | null;
            from: string;
            label: string | null;
            purifiers: components["schemas"]["PurifierEffectiveness"][];
            rules: components["schemas"]["EffectRules"];
            to: string;
        };
        TabCityDto: {
            city_id: string | null;
            city_name: string | null;
            id: number;
            province_code: string | null;
            province_name: string | null;
            region_id: string | null;
            region_name: string | null;
        };
        TabServiceBody: {
            code: string;
            id?: number | null;
            name: string;
            readOnly?: boolean | null;
            removed?: boolean | null;
        };
        TabServiceDto: {
            code: string;
            id: number;
            name: string;
            readOnly: boolean;
            removed: boolean;
        };
        TabServicePermissionBody: {
            id?: number | null;
            permissionCreate?: boolean | null;
            permissionDelete?: boolean | null;
            permissionRead?: boolean | null;
            permissionUpdate?: boolean | null;
            tabServiceId: number;
            tabServicePermissionPresetId?: number | null;
        };
        TabServicePermissionDto: {
            id: number;
            permissionCreate: boolean;
            permissionDelete: boolean;
            permissionRead: boolean;
            permissionUpdate: boolean;
            tabServiceId: number;
            tabServiceName: string | null;
            tabServicePermissionPresetId: number | null;
            tabServicePermissionPresetName: string | null;
        };
        TabServicePermissionPresetBody: {
            id?: number | null;
            name: string;
            ownerId: number;
            removed?: boolean | null;
            targetRole?: string | null;
        };
        TabServicePermissionPresetDto: {
            id: number;
            name: string;
            ownerId: number;
            ownerLogin: string | null;
            removed: boolean;
            targetRole: string | null;
        };
        TabServiceUserPermissionBody: {
            createdAt?: string | null;
            createdById: number;
            id?: number | null;
            permissionCreate?: boolean | null;
            permissionCreateAllowed?: boolean | null;
            permissionDelete?: boolean | null;
            permissionDeleteAllowed?: boolean | null;
            permissionRead?: boolean | null;
            permissionReadAllowed?: boolean | null;
            permissionUpdate?: boolean | null;
            permissionUpdateAllowed?: boolean | null;
            relatedPresetId?: number | null;
            tabServiceId: number;
            userId: number;
        };
        TabServiceUserPermissionDto: {
            createdAt: string | null;
            createdById: number;
            createdByLogin: string | null;
            id: number;
            permissionCreate: boolean;
            permissionCreateAllowed: boolean;
            permissionDelete: boolean;
            permissionDeleteAllowed: boolean;
            permissionRead: boolean;
            permissionReadAllowed: boolean;
            permissionUpdate: boolean;
            permissionUpdateAllowed: boolean;
            relatedPresetId: number | null;
            relatedPresetName: string | null;
            tabServiceId: number;
            tabServiceName: string | null;
            userId: number;
            userLogin: string | null;
        };
        ThreadDump: {
            eventLoop: components["schemas"]["EventLoopReport"];
            threads: components["schemas"]["ThreadEntry"][];
        };
        ThreadEntry: {
            blockedCount: number;
            blockedTime: number;
            daemon: boolean;
            inNative: boolean;
            /** @enum {string} */
            kind: "eventLoop" | "worker" | "handle" | "request";
            lockedMonitors: unknown[];
            lockedSynchronizers: unknown[];
            lockInfo: null;
            lockName: string | null;
            lockOwnerId: number;
            lockOwnerName: string | null;
            priority: number;
            stackTrace: {
                className: string;
                fileName: string;
                lineNumber: number;
                methodName: string;
            }[];
            suspended: boolean;
            threadId: number;
            threadName: string;
            threadState: components["schemas"]["ThreadState"];
            waitedCount: number;
            waitedTime: number;
        };
        /** @enum {string} */
        ThreadState: "RUNNABLE" | "WAITING" | "TIMED_WAITING" | "BLOCKED";
        ThresholdPresets: {
            name: string;
            overrides: components["schemas"]["ThresholdSet"];
        }[];
        Thresholds: {
            filter: {
                danger: components["schemas"]["Band"] | null;
                warning: components["schemas"]["Band"] | null;
            };
            filter_days: {
                danger: components["schemas"]["Band"] | null;
                warning: components["schemas"]["Band"] | null;
            };
            filter_hours: {
                danger: components["schemas"]["Band"] | null;
                warning: components["schemas"]["Band"] | null;
            };
            humidity: {
                danger: components["schemas"]["Band"] | null;
                warning: components["schemas"]["Band"] | null;
            };
            pm25: {
                danger: components["schemas"]["Band"] | null;
                warning: components["schemas"]["Band"] | null;
            };
            temp: {
                danger: components["schemas"]["Band"] | null;
                warning: components["schemas"]["Band"] | null;
            };
        };
        ThresholdSet: {
            filter?: components["schemas"]["ParameterBands"];
            filter_days?: components["schemas"]["ParameterBands"];
            filter_hours?: components["schemas"]["ParameterBands"];
            humidity?: components["schemas"]["ParameterBands"];
            pm25?: components["schemas"]["ParameterBands"];
            temp?: components["schemas"]["ParameterBands"];
        };
        ThresholdSetInput: {
            filter?: components["schemas"]["ParameterBandsInput"];
            filter_days?: components["schemas"]["ParameterBandsInput"];
            filter_hours?: components["schemas"]["ParameterBandsInput"];
            humidity?: components["schemas"]["ParameterBandsInput"];
            pm25?: components["schemas"]["ParameterBandsInput"];
            temp?: components["schemas"]["ParameterBandsInput"];
        };
        ThresholdUpdate: {
            overrides: components["schemas"]["ThresholdSetInput"];
        };
        ThresholdView: {
            effective: components["schemas"]["Thresholds"];
            inherited: components["schemas"]["Thresholds"];
            overrides: components["schemas"]["ThresholdSet"];
            updatedAt: string | null;
        };
        TimerCategories: components["schemas"]["TimerCategory"][];
        TimerCategory: {
            category: {
                category: string;
            };
            groups: components["schemas"]["TimerGroup"][];
        };
        TimerCondition: {
            /** @constant */
            kind: "timer";
        };
        TimerConditionInput: {
            /** @constant */
            kind: "timer";
        };
        TimerDate: string;
        TimerDateInput: string;
        TimerGroup: {
            id: string;
            timers: components["schemas"]["ScheduledTimer"][];
        };
        TimerInstruction: {
            /** @default  */
            date: components["schemas"]["TimerDate"];
            functions: components["schemas"]["DataPoint"][];
            time: components["schemas"]["TimerTime"];
        };
        TimerInstructionInput: {
            /** @default  */
            date: components["schemas"]["TimerDateInput"];
            functions: components["schemas"]["DataPointInput"][];
            time: components["schemas"]["TimerTimeInput"];
        };
        TimerMetric: {
            count: number;
            max: number;
            mean: number;
            percentiles?: {
                [key: string]: number;
            };
            totalTime: number;
        };
        TimerTime: string;
        TimerTimeInput: string;
        UnreadCount: {
            unread: number;
        };
        UpdateScheduledExport: {
            /** @enum {string} */
            delivery?: "attachment" | "link";
            name?: string;
            paused?: boolean;
            recurrence?: components["schemas"]["ExportRecurrenceInput"];
            source?: components["schemas"]["ExportSourceInput"];
        };
        UserAccountBody: {
            comPartnerAccountId?: number | null;
            comPartnerId?: number | null;
            id?: number | null;
            iotStatusFrequency?: number | null;
            iotStatusTime?: string | null;
            maxIotRequestPerMonth?: number | null;
            parentId?: number | null;
            state?: ("ACTIVE" | "UNCONFIRMED" | "DELETED") | null;
            typeId?: number | null;
            userId?: number | null;
        };
        UserAccountDto: {
            comPartnerAccountBusinessName: string | null;
            comPartnerAccountId: number | null;
            comPartnerId: number | null;
            comPartnerName: string | null;
            id: number;
            iotStatusFrequency: number;
            iotStatusTime: string | null;
            maxIotRequestPerMonth: number;
            parentId: number | null;
            parentLogin: string | null;
            /** @enum {string} */
            state: "ACTIVE" | "UNCONFIRMED" | "DELETED";
            typeId: number | null;
            typeName: string | null;
            userId: number | null;
            userLogin: string | null;
            /** Format: uuid */
            uuid: string;
        };
        UserAccountTypeBody: {
            id?: number | null;
            name: string;
            role: string;
        };
        UserAccountTypeDto: {
            id: number;
            name: string;
            role: string;
        };
        UserSession: {
            createdDate: string;
            current: boolean;
            expiresDate: string;
            id: string;
            ipAddress: string | null;
            lastSeenDate: string;
            userAgent: string | null;
        };
        UserSessionList: components["schemas"]["UserSession"][];
        UserSettings: {
            email: components["schemas"]["Email"];
            firstName?: string | null;
            imageUrl?: string | null;
            langKey: components["schemas"]["LangKey"];
            lastName?: string | null;
            login?: string;
        };
        UserView: {
            activated: boolean;
            authorities: string[];
            createdBy: string | null;
            createdDate: string | null;
            email: string | null;
            firstName: string | null;
            id: number;
            imageUrl: string | null;
            langKey: string;
            lastModifiedBy: string | null;
            lastModifiedDate: string | null;
            lastName: string | null;
            login: string;
        };
        Webhook: {
            accountId: number;
            consecutiveFailures: number;
            createdAt: string;
            disabledReason: string | null;
            enabled: boolean;
            events: ("alarm.opened" | "alarm.acknowledged" | "alarm.cleared")[];
            id: number;
            lastDeliveryAt: string | null;
            name: string;
            url: string;
        };
        WebhookCreate: {
            accountId: number;
            /** @default true */
            enabled: boolean;
            events: ("alarm.opened" | "alarm.acknowledged" | "alarm.cleared")[];
            name: string;
            /** Format: uri */
            url: string;
        };
        WebhookDelivery: {
            at: string;
            attempt: number;
            durationMs: number | null;
            error: string | null;
            event: ("alarm.opened" | "alarm.acknowledged" | "alarm.cleared") | "test";
            id: number;
            statusCode: number | null;
        };
        WebhookRequest: {
            /** @default true */
            enabled: boolean;
            events: ("alarm.opened" | "alarm.acknowledged" | "alarm.cleared")[];
            name: string;
            /** Format: uri */
            url: string;
        };
        WebhookWithSecret: {
            accountId: number;
            consecutiveFailures: number;
            createdAt: string;
            disabledReason: string | null;
            enabled: boolean;
            events: ("alarm.opened" | "alarm.acknowledged" | "alarm.cleared")[];
            id: number;
            lastDeliveryAt: string | null;
            name: string;
            secret: string;
            url: string;
        };
    };
    responses: {
        /** @description Bad request: a parameter or the body breaks its rules (fieldErrors name each one) */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Conflict: the record changed or another one holds the same unique value */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Signed in without the right: a role, a service permission or the scope refuses it */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No such record, or it is outside the caller’s scope */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Too many requests: wait for the seconds of Retry-After */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Not signed in: no token or key, or it expired or was revoked */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserView"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserSettings"];
            };
        };
        responses: {
            /** @description The settings are saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAccountChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description The password is changed; every other session of the user has ended */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAccountPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnPermissions"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAccountResetPasswordFinish: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetFinishRequest"];
            };
        };
        responses: {
            /** @description The new password is set */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAccountResetPasswordInit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string;
            };
        };
        responses: {
            /** @description Accepted; a reset link is mailed when the e-mail is an activated user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAccountSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserSessionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteAccountSessionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session has ended */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteAccountSessionsCurrent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out: this token opens nothing any more */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteAccountSessionsOthers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every session of the caller but this one has ended */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountCreateRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedAccountDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAccountsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putAccountsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountUpdateRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteAccountsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAccountsByIdThresholds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThresholdView"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putAccountsByIdThresholds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ThresholdUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThresholdView"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteAccountsByIdThresholds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The overrides are removed: the inherited ones apply. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAccountsUuidByUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountWithAncestors"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getActivate: {
        parameters: {
            query: {
                key: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user is activated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAddressesByIdOpeningHours: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpeningHours"];
                };
            };
            /** @description The site has no opening hours: it is open at all times. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putAddressesByIdOpeningHours: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpeningHoursInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpeningHours"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteAddressesByIdOpeningHours: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hours are removed: the site is open at all times. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAddressesByIdThresholds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThresholdView"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putAddressesByIdThresholds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ThresholdUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThresholdView"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteAddressesByIdThresholds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The overrides are removed: the inherited ones apply. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAdminIotQuota: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                sort?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IotQuotaList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAdminIotUsage: {
        parameters: {
            query?: {
                month?: string;
                page?: number;
                size?: number;
                sort?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IotUsageReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAirShareSitesByAddressIdLinks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                addressId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AirShareLink"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAirShareSitesByAddressIdLinks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                addressId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAirShareLink"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AirShareLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAirShareSitesByAddressIdLinksByIdRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                addressId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AirShareLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAlarms: {
        parameters: {
            query?: {
                accountId?: number;
                acknowledged?: "true" | "false";
                addressId?: number;
                deviceId?: number;
                kind?: "parameter" | "offline" | "filter" | "timer" | "quota" | "push_silence" | "no_effect";
                mine?: "true" | "false";
                page?: number;
                ruleId?: number;
                severity?: "critical" | "major" | "minor";
                size?: number;
                state?: "active" | "cleared" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Alarms"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAlarmsCsv: {
        parameters: {
            query?: {
                accountId?: number;
                acknowledged?: "true" | "false";
                addressId?: number;
                deviceId?: number;
                kind?: "parameter" | "offline" | "filter" | "timer" | "quota" | "push_silence" | "no_effect";
                mine?: "true" | "false";
                page?: number;
                ruleId?: number;
                severity?: "critical" | "major" | "minor";
                size?: number;
                state?: "active" | "cleared" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The alarms, `;`-separated with a header (attachment; filename="alarms.csv") */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAlarmsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAlarmsByIdAcknowledge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAlarmsByIdAssign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlarmAssign"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAlarmsByIdAssignees: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmAssignees"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAlarmsByIdClear: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlarmClear"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAlarmsByIdComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlarmComment"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAlarmsByDevice: {
        parameters: {
            query: {
                deviceIds: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmBadges"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAlarmsCounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlarmCounts"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAlertRules: {
        parameters: {
            query?: {
                accountId?: number;
                addressId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertRules"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAlertRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlertRuleRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertRule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putAlertRulesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlertRuleRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertRule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteAlertRulesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rule is deleted; its active alarms cleared. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postApiKeysByIdRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAuthenticate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthenticateResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAuthorities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorityEntity"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getBulkJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkJob"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postBulkJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkJobRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getBulkJobsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkJobDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postBulkJobsByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postBulkJobsByIdPause: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postBulkJobsByIdResume: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postBulkJobsByIdRetryFailed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getComPartnerAccounts: {
        parameters: {
            query?: {
                "businessName.contains"?: string;
                "businessName.doesNotContain"?: string;
                "businessName.equals"?: string;
                /** @description Comma-separated values */
                "businessName.in"?: string;
                "businessName.notEquals"?: string;
                /** @description Comma-separated values */
                "businessName.notIn"?: string;
                "businessName.specified"?: boolean;
                /** @description Accepted and ignored (JHipster clients send it) */
                cacheBuster?: string;
                /** @description Accepted and ignored (JHipster clients send it) */
                eagerload?: string;
                "id.equals"?: number;
                "id.greaterThan"?: number;
                "id.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "id.in"?: string;
                "id.lessThan"?: number;
                "id.lessThanOrEqual"?: number;
                "id.notEquals"?: number;
                /** @description Comma-separated values */
                "id.notIn"?: string;
                "id.specified"?: boolean;
                /** @description The page, from 0 */
                page?: number;
                "partnerId.equals"?: number;
                "partnerId.greaterThan"?: number;
                "partnerId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "partnerId.in"?: string;
                "partnerId.lessThan"?: number;
                "partnerId.lessThanOrEqual"?: number;
                "partnerId.notEquals"?: number;
                /** @description Comma-separated values */
                "partnerId.notIn"?: string;
                "partnerId.specified"?: boolean;
                /** @description Rows per page */
                size?: number;
                /** @description property,asc or property,desc; repeat it to sort by several */
                sort?: string[];
                "vatId.contains"?: string;
                "vatId.doesNotContain"?: string;
                "vatId.equals"?: string;
                /** @description Comma-separated values */
                "vatId.in"?: string;
                "vatId.notEquals"?: string;
                /** @description Comma-separated values */
                "vatId.notIn"?: string;
                "vatId.specified"?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComPartnerAccountDto"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postComPartnerAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComPartnerAccountBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComPartnerAccountDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getComPartnerAccountsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComPartnerAccountDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putComPartnerAccountsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComPartnerAccountBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComPartnerAccountDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteComPartnerAccountsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getComPartnerAddrServiceUsers: {
        parameters: {
            query?: {
                /** @description Accepted and ignored (JHipster clients send it) */
                cacheBuster?: string;
                "comPartnerAddrId.equals"?: number;
                "comPartnerAddrId.greaterThan"?: number;
                "comPartnerAddrId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "comPartnerAddrId.in"?: string;
                "comPartnerAddrId.lessThan"?: number;
                "comPartnerAddrId.lessThanOrEqual"?: number;
                "comPartnerAddrId.notEquals"?: number;
                /** @description Comma-separated values */
                "comPartnerAddrId.notIn"?: string;
                "comPartnerAddrId.specified"?: boolean;
                "createdAt.equals"?: string;
                "createdAt.greaterThan"?: string;
                "createdAt.greaterThanOrEqual"?: string;
                /** @description Comma-separated values */
                "createdAt.in"?: string;
                "createdAt.lessThan"?: string;
                "createdAt.lessThanOrEqual"?: string;
                "createdAt.notEquals"?: string;
                /** @description Comma-separated values */
                "createdAt.notIn"?: string;
                "createdAt.specified"?: boolean;
                "createdById.equals"?: number;
                "createdById.greaterThan"?: number;
                "createdById.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "createdById.in"?: string;
                "createdById.lessThan"?: number;
                "createdById.lessThanOrEqual"?: number;
                "createdById.notEquals"?: number;
                /** @description Comma-separated values */
                "createdById.notIn"?: string;
                "createdById.specified"?: boolean;
                /** @description Accepted and ignored (JHipster clients send it) */
                eagerload?: string;
                "id.equals"?: number;
                "id.greaterThan"?: number;
                "id.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "id.in"?: string;
                "id.lessThan"?: number;
                "id.lessThanOrEqual"?: number;
                "id.notEquals"?: number;
                /** @description Comma-separated values */
                "id.notIn"?: string;
                "id.specified"?: boolean;
                /** @description The page, from 0 */
                page?: number;
                "permissionCreate.equals"?: boolean;
                "permissionCreate.notEquals"?: boolean;
                "permissionCreate.specified"?: boolean;
                "permissionCreateAllowed.equals"?: boolean;
                "permissionCreateAllowed.notEquals"?: boolean;
                "permissionCreateAllowed.specified"?: boolean;
                "permissionDelete.equals"?: boolean;
                "permissionDelete.notEquals"?: boolean;
                "permissionDelete.specified"?: boolean;
                "permissionDeleteAllowed.equals"?: boolean;
                "permissionDeleteAllowed.notEquals"?: boolean;
                "permissionDeleteAllowed.specified"?: boolean;
                "permissionRead.equals"?: boolean;
                "permissionRead.notEquals"?: boolean;
                "permissionRead.specified"?: boolean;
                "permissionReadAllowed.equals"?: boolean;
                "permissionReadAllowed.notEquals"?: boolean;
                "permissionReadAllowed.specified"?: boolean;
                "permissionUpdate.equals"?: boolean;
                "permissionUpdate.notEquals"?: boolean;
                "permissionUpdate.specified"?: boolean;
                "permissionUpdateAllowed.equals"?: boolean;
                "permissionUpdateAllowed.notEquals"?: boolean;
                "permissionUpdateAllowed.specified"?: boolean;
                "relatedPresetId.equals"?: number;
                "relatedPresetId.greaterThan"?: number;
                "relatedPresetId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "relatedPresetId.in"?: string;
                "relatedPresetId.lessThan"?: number;
                "relatedPresetId.lessThanOrEqual"?: number;
                "relatedPresetId.notEquals"?: number;
                /** @description Comma-separated values */
                "relatedPresetId.notIn"?: string;
                "relatedPresetId.specified"?: boolean;
                /** @description Rows per page */
                size?: number;
                /** @description property,asc or property,desc; repeat it to sort by several */
                sort?: string[];
                "tabServiceId.equals"?: number;
                "tabServiceId.greaterThan"?: number;
                "tabServiceId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "tabServiceId.in"?: string;
                "tabServiceId.lessThan"?: number;
                "tabServiceId.lessThanOrEqual"?: number;
                "tabServiceId.notEquals"?: number;
                /** @description Comma-separated values */
                "tabServiceId.notIn"?: string;
                "tabServiceId.specified"?: boolean;
                "userId.equals"?: number;
                "userId.greaterThan"?: number;
                "userId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "userId.in"?: string;
                "userId.lessThan"?: number;
                "userId.lessThanOrEqual"?: number;
                "userId.notEquals"?: number;
                /** @description Comma-separated values */
                "userId.notIn"?: string;
                "userId.specified"?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComPartnerAddrServiceUserDto"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postComPartnerAddrServiceUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComPartnerAddrServiceUserBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComPartnerAddrServiceUserDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getComPartnerAddrServiceUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComPartnerAddrServiceUserDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putComPartnerAddrServiceUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComPartnerAddrServiceUserBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComPartnerAddrServiceUserDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteComPartnerAddrServiceUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getComPartnerAddrs: {
        parameters: {
            query?: {
                "accountId.equals"?: number;
                "accountId.greaterThan"?: number;
                "accountId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "accountId.in"?: string;
                "accountId.lessThan"?: number;
                "accountId.lessThanOrEqual"?: number;
                "accountId.notEquals"?: number;
                /** @description Comma-separated values */
                "accountId.notIn"?: string;
                "accountId.specified"?: boolean;
                /** @description Accepted and ignored (JHipster clients send it) */
                cacheBuster?: string;
                "defaultSelection.equals"?: boolean;
                "defaultSelection.notEquals"?: boolean;
                "defaultSelection.specified"?: boolean;
                /** @description Accepted and ignored (JHipster clients send it) */
                eagerload?: string;
                "id.equals"?: number;
                "id.greaterThan"?: number;
                "id.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "id.in"?: string;
                "id.lessThan"?: number;
                "id.lessThanOrEqual"?: number;
                "id.notEquals"?: number;
                /** @description Comma-separated values */
                "id.notIn"?: string;
                "id.specified"?: boolean;
                /** @description The page, from 0 */
                page?: number;
                "partnerId.equals"?: number;
                "partnerId.greaterThan"?: number;
                "partnerId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "partnerId.in"?: string;
                "partnerId.lessThan"?: number;
                "partnerId.lessThanOrEqual"?: number;
                "partnerId.notEquals"?: number;
                /** @description Comma-separated values */
                "partnerId.notIn"?: string;
                "partnerId.specified"?: boolean;
                /** @description Rows per page */
                size?: number;
                /** @description property,asc or property,desc; repeat it to sort by several */
                sort?: string[];
                "uuid.equals"?: string;
                /** @description Comma-separated values */
                "uuid.in"?: string;
                "uuid.notEquals"?: string;
                /** @description Comma-separated values */
                "uuid.notIn"?: string;
                "uuid.specified"?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComPartnerAddrDto"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postComPartnerAddrs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComPartnerAddrBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComPartnerAddrDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getComPartnerAddrsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComPartnerAddrDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putComPartnerAddrsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComPartnerAddrBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComPartnerAddrDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteComPartnerAddrsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getComPartnerAddrsComPartnerAccountById: {
        parameters: {
            query?: {
                "accountId.equals"?: number;
                "accountId.greaterThan"?: number;
                "accountId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "accountId.in"?: string;
                "accountId.lessThan"?: number;
                "accountId.lessThanOrEqual"?: number;
                "accountId.notEquals"?: number;
                /** @description Comma-separated values */
                "accountId.notIn"?: string;
                "accountId.specified"?: boolean;
                /** @description Accepted and ignored (JHipster clients send it) */
                cacheBuster?: string;
                "defaultSelection.equals"?: boolean;
                "defaultSelection.notEquals"?: boolean;
                "defaultSelection.specified"?: boolean;
                /** @description Accepted and ignored (JHipster clients send it) */
                eagerload?: string;
                "id.equals"?: number;
                "id.greaterThan"?: number;
                "id.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "id.in"?: string;
                "id.lessThan"?: number;
                "id.lessThanOrEqual"?: number;
                "id.notEquals"?: number;
                /** @description Comma-separated values */
                "id.notIn"?: string;
                "id.specified"?: boolean;
                /** @description The page, from 0 */
                page?: number;
                "partnerId.equals"?: number;
                "partnerId.greaterThan"?: number;
                "partnerId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "partnerId.in"?: string;
                "partnerId.lessThan"?: number;
                "partnerId.lessThanOrEqual"?: number;
                "partnerId.notEquals"?: number;
                /** @description Comma-separated values */
                "partnerId.notIn"?: string;
                "partnerId.specified"?: boolean;
                /** @description Rows per page */
                size?: number;
                /** @description property,asc or property,desc; repeat it to sort by several */
                sort?: string[];
                "uuid.equals"?: string;
                /** @description Comma-separated values */
                "uuid.in"?: string;
                "uuid.notEquals"?: string;
                /** @description Comma-separated values */
                "uuid.notIn"?: string;
                "uuid.specified"?: boolean;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComPartnerAddrDto"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postComPartnerAddrsWithPartner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressWithPartnerRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressWithPartnerDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getComPartners: {
        parameters: {
            query?: {
                "address.contains"?: string;
                "address.doesNotContain"?: string;
                "address.equals"?: string;
                /** @description Comma-separated values */
                "address.in"?: string;
                "address.notEquals"?: string;
                /** @description Comma-separated values */
                "address.notIn"?: string;
                "address.specified"?: boolean;
                "birthday.equals"?: string;
                "birthday.greaterThan"?: string;
                "birthday.greaterThanOrEqual"?: string;
                /** @description Comma-separated values */
                "birthday.in"?: string;
                "birthday.lessThan"?: string;
                "birthday.lessThanOrEqual"?: string;
                "birthday.notEquals"?: string;
                /** @description Comma-separated values */
                "birthday.notIn"?: string;
                "birthday.specified"?: boolean;
                /** @description Accepted and ignored (JHipster clients send it) */
                cacheBuster?: string;
                "city.contains"?: string;
                "city.doesNotContain"?: string;
                "city.equals"?: string;
                /** @description Comma-separated values */
                "city.in"?: string;
                "city.notEquals"?: string;
                /** @description Comma-separated values */
                "city.notIn"?: string;
                "city.specified"?: boolean;
                /** @description Accepted and ignored (JHipster clients send it) */
                eagerload?: string;
                "email.contains"?: string;
                "email.doesNotContain"?: string;
                "email.equals"?: string;
                /** @description Comma-separated values */
                "email.in"?: string;
                "email.notEquals"?: string;
                /** @description Comma-separated values */
                "email.notIn"?: string;
                "email.specified"?: boolean;
                "id.equals"?: number;
                "id.greaterThan"?: number;
                "id.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "id.in"?: string;
                "id.lessThan"?: number;
                "id.lessThanOrEqual"?: number;
                "id.notEquals"?: number;
                /** @description Comma-separated values */
                "id.notIn"?: string;
                "id.specified"?: boolean;
                "latitude.contains"?: string;
                "latitude.doesNotContain"?: string;
                "latitude.equals"?: string;
                /** @description Comma-separated values */
                "latitude.in"?: string;
                "latitude.notEquals"?: string;
                /** @description Comma-separated values */
                "latitude.notIn"?: string;
                "latitude.specified"?: boolean;
                "longitude.contains"?: string;
                "longitude.doesNotContain"?: string;
                "longitude.equals"?: string;
                /** @description Comma-separated values */
                "longitude.in"?: string;
                "longitude.notEquals"?: string;
                /** @description Comma-separated values */
                "longitude.notIn"?: string;
                "longitude.specified"?: boolean;
                "name.contains"?: string;
                "name.doesNotContain"?: string;
                "name.equals"?: string;
                /** @description Comma-separated values */
                "name.in"?: string;
                "name.notEquals"?: string;
                /** @description Comma-separated values */
                "name.notIn"?: string;
                "name.specified"?: boolean;
                "nationId.equals"?: number;
                "nationId.greaterThan"?: number;
                "nationId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "nationId.in"?: string;
                "nationId.lessThan"?: number;
                "nationId.lessThanOrEqual"?: number;
                "nationId.notEquals"?: number;
                /** @description Comma-separated values */
                "nationId.notIn"?: string;
                "nationId.specified"?: boolean;
                "note.contains"?: string;
                "note.doesNotContain"?: string;
                "note.equals"?: string;
                /** @description Comma-separated values */
                "note.in"?: string;
                "note.notEquals"?: string;
                /** @description Comma-separated values */
                "note.notIn"?: string;
                "note.specified"?: boolean;
                /** @description The page, from 0 */
                page?: number;
                "phone.contains"?: string;
                "phone.doesNotContain"?: string;
                "phone.equals"?: string;
                /** @description Comma-separated values */
                "phone.in"?: string;
                "phone.notEquals"?: string;
                /** @description Comma-separated values */
                "phone.notIn"?: string;
                "phone.specified"?: boolean;
                "province.contains"?: string;
                "province.doesNotContain"?: string;
                "province.equals"?: string;
                /** @description Comma-separated values */
                "province.in"?: string;
                "province.notEquals"?: string;
                /** @description Comma-separated values */
                "province.notIn"?: string;
                "province.specified"?: boolean;
                /** @description Rows per page */
                size?: number;
                /** @description property,asc or property,desc; repeat it to sort by several */
                sort?: string[];
                "surname.contains"?: string;
                "surname.doesNotContain"?: string;
                "surname.equals"?: string;
                /** @description Comma-separated values */
                "surname.in"?: string;
                "surname.notEquals"?: string;
                /** @description Comma-separated values */
                "surname.notIn"?: string;
                "surname.specified"?: boolean;
                "zipCode.contains"?: string;
                "zipCode.doesNotContain"?: string;
                "zipCode.equals"?: string;
                /** @description Comma-separated values */
                "zipCode.in"?: string;
                "zipCode.notEquals"?: string;
                /** @description Comma-separated values */
                "zipCode.notIn"?: string;
                "zipCode.specified"?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComPartnerDto"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postComPartners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComPartnerBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComPartnerDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getComPartnersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComPartnerDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putComPartnersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComPartnerBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComPartnerDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteComPartnersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getConsumerActivate: {
        parameters: {
            query: {
                key: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsumerActivated"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postConsumerDevices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsumerDeviceClaim"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsumerDevice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getConsumerModels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsumerModels"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getConsumerRegister: {
        parameters: {
            query: {
                email: string;
                langKey?: "it" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link is mailed (the same answer for any address) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getConsumerUserAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsumerAccount"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putConsumerUserAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsumerProfileUpdate"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsumerAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteConsumerUserById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The consumer's account id, user id or login */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The consumer, its data and consents are erased */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDashboardDevices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardDevices"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDeviceFactorySerials: {
        parameters: {
            query?: {
                "authorizationCode.contains"?: string;
                "authorizationCode.doesNotContain"?: string;
                "authorizationCode.equals"?: string;
                /** @description Comma-separated values */
                "authorizationCode.in"?: string;
                "authorizationCode.notEquals"?: string;
                /** @description Comma-separated values */
                "authorizationCode.notIn"?: string;
                "authorizationCode.specified"?: boolean;
                "authorizationTime.equals"?: string;
                "authorizationTime.greaterThan"?: string;
                "authorizationTime.greaterThanOrEqual"?: string;
                /** @description Comma-separated values */
                "authorizationTime.in"?: string;
                "authorizationTime.lessThan"?: string;
                "authorizationTime.lessThanOrEqual"?: string;
                "authorizationTime.notEquals"?: string;
                /** @description Comma-separated values */
                "authorizationTime.notIn"?: string;
                "authorizationTime.specified"?: boolean;
                "burnAuthorizationStatus.contains"?: string;
                "burnAuthorizationStatus.doesNotContain"?: string;
                "burnAuthorizationStatus.equals"?: string;
                /** @description Comma-separated values */
                "burnAuthorizationStatus.in"?: string;
                "burnAuthorizationStatus.notEquals"?: string;
                /** @description Comma-separated values */
                "burnAuthorizationStatus.notIn"?: string;
                "burnAuthorizationStatus.specified"?: boolean;
                /** @description Accepted and ignored (JHipster clients send it) */
                cacheBuster?: string;
                /** @description Accepted and ignored (JHipster clients send it) */
                eagerload?: string;
                "id.equals"?: number;
                "id.greaterThan"?: number;
                "id.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "id.in"?: string;
                "id.lessThan"?: number;
                "id.lessThanOrEqual"?: number;
                "id.notEquals"?: number;
                /** @description Comma-separated values */
                "id.notIn"?: string;
                "id.specified"?: boolean;
                "imei.contains"?: string;
                "imei.doesNotContain"?: string;
                "imei.equals"?: string;
                /** @description Comma-separated values */
                "imei.in"?: string;
                "imei.notEquals"?: string;
                /** @description Comma-separated values */
                "imei.notIn"?: string;
                "imei.specified"?: boolean;
                "mac.contains"?: string;
                "mac.doesNotContain"?: string;
                "mac.equals"?: string;
                /** @description Comma-separated values */
                "mac.in"?: string;
                "mac.notEquals"?: string;
                /** @description Comma-separated values */
                "mac.notIn"?: string;
                "mac.specified"?: boolean;
                "moduleModel.contains"?: string;
                "moduleModel.doesNotContain"?: string;
                "moduleModel.equals"?: string;
                /** @description Comma-separated values */
                "moduleModel.in"?: string;
                "moduleModel.notEquals"?: string;
                /** @description Comma-separated values */
                "moduleModel.notIn"?: string;
                "moduleModel.specified"?: boolean;
                "packagingQualityInspectionStatus.contains"?: string;
                "packagingQualityInspectionStatus.doesNotContain"?: string;
                "packagingQualityInspectionStatus.equals"?: string;
                /** @description Comma-separated values */
                "packagingQualityInspectionStatus.in"?: string;
                "packagingQualityInspectionStatus.notEquals"?: string;
                /** @description Comma-separated values */
                "packagingQualityInspectionStatus.notIn"?: string;
                "packagingQualityInspectionStatus.specified"?: boolean;
                "packagingQualityInspectionTime.equals"?: string;
                "packagingQualityInspectionTime.greaterThan"?: string;
                "packagingQualityInspectionTime.greaterThanOrEqual"?: string;
                /** @description Comma-separated values */
                "packagingQualityInspectionTime.in"?: string;
                "packagingQualityInspectionTime.lessThan"?: string;
                "packagingQualityInspectionTime.lessThanOrEqual"?: string;
                "packagingQualityInspectionTime.notEquals"?: string;
                /** @description Comma-separated values */
                "packagingQualityInspectionTime.notIn"?: string;
                "packagingQualityInspectionTime.specified"?: boolean;
                /** @description The page, from 0 */
                page?: number;
                "secondDetectionProcess.contains"?: string;
                "secondDetectionProcess.doesNotContain"?: string;
                "secondDetectionProcess.equals"?: string;
                /** @description Comma-separated values */
                "secondDetectionProcess.in"?: string;
                "secondDetectionProcess.notEquals"?: string;
                /** @description Comma-separated values */
                "secondDetectionProcess.notIn"?: string;
                "secondDetectionProcess.specified"?: boolean;
                "serialNumber.contains"?: string;
                "serialNumber.doesNotContain"?: string;
                "serialNumber.equals"?: string;
                /** @description Comma-separated values */
                "serialNumber.in"?: string;
                "serialNumber.notEquals"?: string;
                /** @description Comma-separated values */
                "serialNumber.notIn"?: string;
                "serialNumber.specified"?: boolean;
                /** @description Rows per page */
                size?: number;
                /** @description property,asc or property,desc; repeat it to sort by several */
                sort?: string[];
                "uuid.equals"?: string;
                /** @description Comma-separated values */
                "uuid.in"?: string;
                "uuid.notEquals"?: string;
                /** @description Comma-separated values */
                "uuid.notIn"?: string;
                "uuid.specified"?: boolean;
                "workOrderNumber.equals"?: number;
                "workOrderNumber.greaterThan"?: number;
                "workOrderNumber.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "workOrderNumber.in"?: string;
                "workOrderNumber.lessThan"?: number;
                "workOrderNumber.lessThanOrEqual"?: number;
                "workOrderNumber.notEquals"?: number;
                /** @description Comma-separated values */
                "workOrderNumber.notIn"?: string;
                "workOrderNumber.specified"?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceFactorySerialDto"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postDeviceFactorySerials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceFactorySerialBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceFactorySerialDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDeviceFactorySerialsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceFactorySerialDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putDeviceFactorySerialsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceFactorySerialBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceFactorySerialDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteDeviceFactorySerialsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDeviceModels: {
        parameters: {
            query?: {
                /** @description Accepted and ignored (JHipster clients send it) */
                cacheBuster?: string;
                "cadr1.equals"?: number;
                "cadr1.greaterThan"?: number;
                "cadr1.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "cadr1.in"?: string;
                "cadr1.lessThan"?: number;
                "cadr1.lessThanOrEqual"?: number;
                "cadr1.notEquals"?: number;
                /** @description Comma-separated values */
                "cadr1.notIn"?: string;
                "cadr1.specified"?: boolean;
                "cadr2.equals"?: number;
                "cadr2.greaterThan"?: number;
                "cadr2.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "cadr2.in"?: string;
                "cadr2.lessThan"?: number;
                "cadr2.lessThanOrEqual"?: number;
                "cadr2.notEquals"?: number;
                /** @description Comma-separated values */
                "cadr2.notIn"?: string;
                "cadr2.specified"?: boolean;
                "cadr3.equals"?: number;
                "cadr3.greaterThan"?: number;
                "cadr3.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "cadr3.in"?: string;
                "cadr3.lessThan"?: number;
                "cadr3.lessThanOrEqual"?: number;
                "cadr3.notEquals"?: number;
                /** @description Comma-separated values */
                "cadr3.notIn"?: string;
                "cadr3.specified"?: boolean;
                "cadr4.equals"?: number;
                "cadr4.greaterThan"?: number;
                "cadr4.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "cadr4.in"?: string;
                "cadr4.lessThan"?: number;
                "cadr4.lessThanOrEqual"?: number;
                "cadr4.notEquals"?: number;
                /** @description Comma-separated values */
                "cadr4.notIn"?: string;
                "cadr4.specified"?: boolean;
                "consumption1.equals"?: number;
                "consumption1.greaterThan"?: number;
                "consumption1.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "consumption1.in"?: string;
                "consumption1.lessThan"?: number;
                "consumption1.lessThanOrEqual"?: number;
                "consumption1.notEquals"?: number;
                /** @description Comma-separated values */
                "consumption1.notIn"?: string;
                "consumption1.specified"?: boolean;
                "consumption2.equals"?: number;
                "consumption2.greaterThan"?: number;
                "consumption2.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "consumption2.in"?: string;
                "consumption2.lessThan"?: number;
                "consumption2.lessThanOrEqual"?: number;
                "consumption2.notEquals"?: number;
                /** @description Comma-separated values */
                "consumption2.notIn"?: string;
                "consumption2.specified"?: boolean;
                "consumption3.equals"?: number;
                "consumption3.greaterThan"?: number;
                "consumption3.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "consumption3.in"?: string;
                "consumption3.lessThan"?: number;
                "consumption3.lessThanOrEqual"?: number;
                "consumption3.notEquals"?: number;
                /** @description Comma-separated values */
                "consumption3.notIn"?: string;
                "consumption3.specified"?: boolean;
                "consumption4.equals"?: number;
                "consumption4.greaterThan"?: number;
                "consumption4.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "consumption4.in"?: string;
                "consumption4.lessThan"?: number;
                "consumption4.lessThanOrEqual"?: number;
                "consumption4.notEquals"?: number;
                /** @description Comma-separated values */
                "consumption4.notIn"?: string;
                "consumption4.specified"?: boolean;
                /** @description Accepted and ignored (JHipster clients send it) */
                eagerload?: string;
                "id.equals"?: number;
                "id.greaterThan"?: number;
                "id.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "id.in"?: string;
                "id.lessThan"?: number;
                "id.lessThanOrEqual"?: number;
                "id.notEquals"?: number;
                /** @description Comma-separated values */
                "id.notIn"?: string;
                "id.specified"?: boolean;
                "name.contains"?: string;
                "name.doesNotContain"?: string;
                "name.equals"?: string;
                /** @description Comma-separated values */
                "name.in"?: string;
                "name.notEquals"?: string;
                /** @description Comma-separated values */
                "name.notIn"?: string;
                "name.specified"?: boolean;
                /** @description The page, from 0 */
                page?: number;
                "product_id.contains"?: string;
                "product_id.doesNotContain"?: string;
                "product_id.equals"?: string;
                /** @description Comma-separated values */
                "product_id.in"?: string;
                "product_id.notEquals"?: string;
                /** @description Comma-separated values */
                "product_id.notIn"?: string;
                "product_id.specified"?: boolean;
                /** @description Rows per page */
                size?: number;
                /** @description property,asc or property,desc; repeat it to sort by several */
                sort?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceModelDto"][];
                };
            };
            /** @description Not modified: the If-None-Match tag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postDeviceModels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceModelBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceModelDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDeviceModelsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceModelDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putDeviceModelsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceModelBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceModelDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteDeviceModelsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDeviceStatusLogs: {
        parameters: {
            query?: {
                /** @description Accepted and ignored (JHipster clients send it) */
                cacheBuster?: string;
                "deviceId.equals"?: number;
                "deviceId.greaterThan"?: number;
                "deviceId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "deviceId.in"?: string;
                "deviceId.lessThan"?: number;
                "deviceId.lessThanOrEqual"?: number;
                "deviceId.notEquals"?: number;
                /** @description Comma-separated values */
                "deviceId.notIn"?: string;
                "deviceId.specified"?: boolean;
                "deviceUid.contains"?: string;
                "deviceUid.doesNotContain"?: string;
                "deviceUid.equals"?: string;
                /** @description Comma-separated values */
                "deviceUid.in"?: string;
                "deviceUid.notEquals"?: string;
                /** @description Comma-separated values */
                "deviceUid.notIn"?: string;
                "deviceUid.specified"?: boolean;
                /** @description Accepted and ignored (JHipster clients send it) */
                eagerload?: string;
                "id.equals"?: number;
                "id.greaterThan"?: number;
                "id.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "id.in"?: string;
                "id.lessThan"?: number;
                "id.lessThanOrEqual"?: number;
                "id.notEquals"?: number;
                /** @description Comma-separated values */
                "id.notIn"?: string;
                "id.specified"?: boolean;
                "iotLogId.equals"?: number;
                "iotLogId.greaterThan"?: number;
                "iotLogId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "iotLogId.in"?: string;
                "iotLogId.lessThan"?: number;
                "iotLogId.lessThanOrEqual"?: number;
                "iotLogId.notEquals"?: number;
                /** @description Comma-separated values */
                "iotLogId.notIn"?: string;
                "iotLogId.specified"?: boolean;
                "logTime.equals"?: string;
                "logTime.greaterThan"?: string;
                "logTime.greaterThanOrEqual"?: string;
                /** @description Comma-separated values */
                "logTime.in"?: string;
                "logTime.lessThan"?: string;
                "logTime.lessThanOrEqual"?: string;
                "logTime.notEquals"?: string;
                /** @description Comma-separated values */
                "logTime.notIn"?: string;
                "logTime.specified"?: boolean;
                "online.equals"?: boolean;
                "online.notEquals"?: boolean;
                "online.specified"?: boolean;
                /** @description The page, from 0 */
                page?: number;
                "payload.contains"?: string;
                "payload.doesNotContain"?: string;
                "payload.equals"?: string;
                /** @description Comma-separated values */
                "payload.in"?: string;
                "payload.notEquals"?: string;
                /** @description Comma-separated values */
                "payload.notIn"?: string;
                "payload.specified"?: boolean;
                /** @description Rows per page */
                size?: number;
                /** @description property,asc or property,desc; repeat it to sort by several */
                sort?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceStatusLogDto"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDeviceStatusLogsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceStatusLogDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDeviceStatusLogsUuidByUid: {
        parameters: {
            query: {
                end: string;
                secondsInterval?: number;
                start: string;
            };
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceHistory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDevices: {
        parameters: {
            query?: {
                "addressId.equals"?: number;
                "addressId.greaterThan"?: number;
                "addressId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "addressId.in"?: string;
                "addressId.lessThan"?: number;
                "addressId.lessThanOrEqual"?: number;
                "addressId.notEquals"?: number;
                /** @description Comma-separated values */
                "addressId.notIn"?: string;
                "addressId.specified"?: boolean;
                /** @description Accepted and ignored (JHipster clients send it) */
                cacheBuster?: string;
                "cityId.equals"?: number;
                "cityId.greaterThan"?: number;
                "cityId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "cityId.in"?: string;
                "cityId.lessThan"?: number;
                "cityId.lessThanOrEqual"?: number;
                "cityId.notEquals"?: number;
                /** @description Comma-separated values */
                "cityId.notIn"?: string;
                "cityId.specified"?: boolean;
                "contractExpirationDate.equals"?: string;
                "contractExpirationDate.greaterThan"?: string;
                "contractExpirationDate.greaterThanOrEqual"?: string;
                /** @description Comma-separated values */
                "contractExpirationDate.in"?: string;
                "contractExpirationDate.lessThan"?: string;
                "contractExpirationDate.lessThanOrEqual"?: string;
                "contractExpirationDate.notEquals"?: string;
                /** @description Comma-separated values */
                "contractExpirationDate.notIn"?: string;
                "contractExpirationDate.specified"?: boolean;
                /** @description Accepted and ignored (JHipster clients send it) */
                eagerload?: string;
                "enabled.equals"?: boolean;
                "enabled.notEquals"?: boolean;
                "enabled.specified"?: boolean;
                "filterReplacementDate.equals"?: string;
                "filterReplacementDate.greaterThan"?: string;
                "filterReplacementDate.greaterThanOrEqual"?: string;
                /** @description Comma-separated values */
                "filterReplacementDate.in"?: string;
                "filterReplacementDate.lessThan"?: string;
                "filterReplacementDate.lessThanOrEqual"?: string;
                "filterReplacementDate.notEquals"?: string;
                /** @description Comma-separated values */
                "filterReplacementDate.notIn"?: string;
                "filterReplacementDate.specified"?: boolean;
                "id.equals"?: number;
                "id.greaterThan"?: number;
                "id.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "id.in"?: string;
                "id.lessThan"?: number;
                "id.lessThanOrEqual"?: number;
                "id.notEquals"?: number;
                /** @description Comma-separated values */
                "id.notIn"?: string;
                "id.specified"?: boolean;
                "installationDate.equals"?: string;
                "installationDate.greaterThan"?: string;
                "installationDate.greaterThanOrEqual"?: string;
                /** @description Comma-separated values */
                "installationDate.in"?: string;
                "installationDate.lessThan"?: string;
                "installationDate.lessThanOrEqual"?: string;
                "installationDate.notEquals"?: string;
                /** @description Comma-separated values */
                "installationDate.notIn"?: string;
                "installationDate.specified"?: boolean;
                "maintenanceContract.equals"?: boolean;
                "maintenanceContract.notEquals"?: boolean;
                "maintenanceContract.specified"?: boolean;
                "modelId.equals"?: number;
                "modelId.greaterThan"?: number;
                "modelId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "modelId.in"?: string;
                "modelId.lessThan"?: number;
                "modelId.lessThanOrEqual"?: number;
                "modelId.notEquals"?: number;
                /** @description Comma-separated values */
                "modelId.notIn"?: string;
                "modelId.specified"?: boolean;
                "name.contains"?: string;
                "name.doesNotContain"?: string;
                "name.equals"?: string;
                /** @description Comma-separated values */
                "name.in"?: string;
                "name.notEquals"?: string;
                /** @description Comma-separated values */
                "name.notIn"?: string;
                "name.specified"?: boolean;
                "ownerId.equals"?: number;
                "ownerId.greaterThan"?: number;
                "ownerId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "ownerId.in"?: string;
                "ownerId.lessThan"?: number;
                "ownerId.lessThanOrEqual"?: number;
                "ownerId.notEquals"?: number;
                /** @description Comma-separated values */
                "ownerId.notIn"?: string;
                "ownerId.specified"?: boolean;
                /** @description The page, from 0 */
                page?: number;
                "place.contains"?: string;
                "place.doesNotContain"?: string;
                "place.equals"?: string;
                /** @description Comma-separated values */
                "place.in"?: string;
                "place.notEquals"?: string;
                /** @description Comma-separated values */
                "place.notIn"?: string;
                "place.specified"?: boolean;
                "purchase_date.equals"?: string;
                "purchase_date.greaterThan"?: string;
                "purchase_date.greaterThanOrEqual"?: string;
                /** @description Comma-separated values */
                "purchase_date.in"?: string;
                "purchase_date.lessThan"?: string;
                "purchase_date.lessThanOrEqual"?: string;
                "purchase_date.notEquals"?: string;
                /** @description Comma-separated values */
                "purchase_date.notIn"?: string;
                "purchase_date.specified"?: boolean;
                "seller_description.contains"?: string;
                "seller_description.doesNotContain"?: string;
                "seller_description.equals"?: string;
                /** @description Comma-separated values */
                "seller_description.in"?: string;
                "seller_description.notEquals"?: string;
                /** @description Comma-separated values */
                "seller_description.notIn"?: string;
                "seller_description.specified"?: boolean;
                "sellerId.equals"?: number;
                "sellerId.greaterThan"?: number;
                "sellerId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "sellerId.in"?: string;
                "sellerId.lessThan"?: number;
                "sellerId.lessThanOrEqual"?: number;
                "sellerId.notEquals"?: number;
                /** @description Comma-separated values */
                "sellerId.notIn"?: string;
                "sellerId.specified"?: boolean;
                "serialNumber.contains"?: string;
                "serialNumber.doesNotContain"?: string;
                "serialNumber.equals"?: string;
                /** @description Comma-separated values */
                "serialNumber.in"?: string;
                "serialNumber.notEquals"?: string;
                /** @description Comma-separated values */
                "serialNumber.notIn"?: string;
                "serialNumber.specified"?: boolean;
                /** @description Rows per page */
                size?: number;
                /** @description property,asc or property,desc; repeat it to sort by several */
                sort?: string[];
                "uid.contains"?: string;
                "uid.doesNotContain"?: string;
                "uid.equals"?: string;
                /** @description Comma-separated values */
                "uid.in"?: string;
                "uid.notEquals"?: string;
                /** @description Comma-separated values */
                "uid.notIn"?: string;
                "uid.specified"?: boolean;
                "uuid.equals"?: string;
                /** @description Comma-separated values */
                "uuid.in"?: string;
                "uuid.notEquals"?: string;
                /** @description Comma-separated values */
                "uuid.notIn"?: string;
                "uuid.specified"?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceDto"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postDevices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDevicesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putDevicesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteDevicesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDevicesAddrIdById: {
        parameters: {
            query?: {
                "addressId.equals"?: number;
                "addressId.greaterThan"?: number;
                "addressId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "addressId.in"?: string;
                "addressId.lessThan"?: number;
                "addressId.lessThanOrEqual"?: number;
                "addressId.notEquals"?: number;
                /** @description Comma-separated values */
                "addressId.notIn"?: string;
                "addressId.specified"?: boolean;
                /** @description Accepted and ignored (JHipster clients send it) */
                cacheBuster?: string;
                "cityId.equals"?: number;
                "cityId.greaterThan"?: number;
                "cityId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "cityId.in"?: string;
                "cityId.lessThan"?: number;
                "cityId.lessThanOrEqual"?: number;
                "cityId.notEquals"?: number;
                /** @description Comma-separated values */
                "cityId.notIn"?: string;
                "cityId.specified"?: boolean;
                "contractExpirationDate.equals"?: string;
                "contractExpirationDate.greaterThan"?: string;
                "contractExpirationDate.greaterThanOrEqual"?: string;
                /** @description Comma-separated values */
                "contractExpirationDate.in"?: string;
                "contractExpirationDate.lessThan"?: string;
                "contractExpirationDate.lessThanOrEqual"?: string;
                "contractExpirationDate.notEquals"?: string;
                /** @description Comma-separated values */
                "contractExpirationDate.notIn"?: string;
                "contractExpirationDate.specified"?: boolean;
                /** @description Accepted and ignored (JHipster clients send it) */
                eagerload?: string;
                "enabled.equals"?: boolean;
                "enabled.notEquals"?: boolean;
                "enabled.specified"?: boolean;
                "filterReplacementDate.equals"?: string;
                "filterReplacementDate.greaterThan"?: string;
                "filterReplacementDate.greaterThanOrEqual"?: string;
                /** @description Comma-separated values */
                "filterReplacementDate.in"?: string;
                "filterReplacementDate.lessThan"?: string;
                "filterReplacementDate.lessThanOrEqual"?: string;
                "filterReplacementDate.notEquals"?: string;
                /** @description Comma-separated values */
                "filterReplacementDate.notIn"?: string;
                "filterReplacementDate.specified"?: boolean;
                "id.equals"?: number;
                "id.greaterThan"?: number;
                "id.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "id.in"?: string;
                "id.lessThan"?: number;
                "id.lessThanOrEqual"?: number;
                "id.notEquals"?: number;
                /** @description Comma-separated values */
                "id.notIn"?: string;
                "id.specified"?: boolean;
                "installationDate.equals"?: string;
                "installationDate.greaterThan"?: string;
                "installationDate.greaterThanOrEqual"?: string;
                /** @description Comma-separated values */
                "installationDate.in"?: string;
                "installationDate.lessThan"?: string;
                "installationDate.lessThanOrEqual"?: string;
                "installationDate.notEquals"?: string;
                /** @description Comma-separated values */
                "installationDate.notIn"?: string;
                "installationDate.specified"?: boolean;
                "maintenanceContract.equals"?: boolean;
                "maintenanceContract.notEquals"?: boolean;
                "maintenanceContract.specified"?: boolean;
                "modelId.equals"?: number;
                "modelId.greaterThan"?: number;
                "modelId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "modelId.in"?: string;
                "modelId.lessThan"?: number;
                "modelId.lessThanOrEqual"?: number;
                "modelId.notEquals"?: number;
                /** @description Comma-separated values */
                "modelId.notIn"?: string;
                "modelId.specified"?: boolean;
                "name.contains"?: string;
                "name.doesNotContain"?: string;
                "name.equals"?: string;
                /** @description Comma-separated values */
                "name.in"?: string;
                "name.notEquals"?: string;
                /** @description Comma-separated values */
                "name.notIn"?: string;
                "name.specified"?: boolean;
                "ownerId.equals"?: number;
                "ownerId.greaterThan"?: number;
                "ownerId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "ownerId.in"?: string;
                "ownerId.lessThan"?: number;
                "ownerId.lessThanOrEqual"?: number;
                "ownerId.notEquals"?: number;
                /** @description Comma-separated values */
                "ownerId.notIn"?: string;
                "ownerId.specified"?: boolean;
                /** @description The page, from 0 */
                page?: number;
                "place.contains"?: string;
                "place.doesNotContain"?: string;
                "place.equals"?: string;
                /** @description Comma-separated values */
                "place.in"?: string;
                "place.notEquals"?: string;
                /** @description Comma-separated values */
                "place.notIn"?: string;
                "place.specified"?: boolean;
                "purchase_date.equals"?: string;
                "purchase_date.greaterThan"?: string;
                "purchase_date.greaterThanOrEqual"?: string;
                /** @description Comma-separated values */
                "purchase_date.in"?: string;
                "purchase_date.lessThan"?: string;
                "purchase_date.lessThanOrEqual"?: string;
                "purchase_date.notEquals"?: string;
                /** @description Comma-separated values */
                "purchase_date.notIn"?: string;
                "purchase_date.specified"?: boolean;
                "seller_description.contains"?: string;
                "seller_description.doesNotContain"?: string;
                "seller_description.equals"?: string;
                /** @description Comma-separated values */
                "seller_description.in"?: string;
                "seller_description.notEquals"?: string;
                /** @description Comma-separated values */
                "seller_description.notIn"?: string;
                "seller_description.specified"?: boolean;
                "sellerId.equals"?: number;
                "sellerId.greaterThan"?: number;
                "sellerId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "sellerId.in"?: string;
                "sellerId.lessThan"?: number;
                "sellerId.lessThanOrEqual"?: number;
                "sellerId.notEquals"?: number;
                /** @description Comma-separated values */
                "sellerId.notIn"?: string;
                "sellerId.specified"?: boolean;
                "serialNumber.contains"?: string;
                "serialNumber.doesNotContain"?: string;
                "serialNumber.equals"?: string;
                /** @description Comma-separated values */
                "serialNumber.in"?: string;
                "serialNumber.notEquals"?: string;
                /** @description Comma-separated values */
                "serialNumber.notIn"?: string;
                "serialNumber.specified"?: boolean;
                /** @description Rows per page */
                size?: number;
                /** @description property,asc or property,desc; repeat it to sort by several */
                sort?: string[];
                "uid.contains"?: string;
                "uid.doesNotContain"?: string;
                "uid.equals"?: string;
                /** @description Comma-separated values */
                "uid.in"?: string;
                "uid.notEquals"?: string;
                /** @description Comma-separated values */
                "uid.notIn"?: string;
                "uid.specified"?: boolean;
                "uuid.equals"?: string;
                /** @description Comma-separated values */
                "uuid.in"?: string;
                "uuid.notEquals"?: string;
                /** @description Comma-separated values */
                "uuid.notIn"?: string;
                "uuid.specified"?: boolean;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceDto"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDevicesUuidOwnerByUuid: {
        parameters: {
            query?: {
                "addressId.equals"?: number;
                "addressId.greaterThan"?: number;
                "addressId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "addressId.in"?: string;
                "addressId.lessThan"?: number;
                "addressId.lessThanOrEqual"?: number;
                "addressId.notEquals"?: number;
                /** @description Comma-separated values */
                "addressId.notIn"?: string;
                "addressId.specified"?: boolean;
                /** @description Accepted and ignored (JHipster clients send it) */
                cacheBuster?: string;
                "cityId.equals"?: number;
                "cityId.greaterThan"?: number;
                "cityId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "cityId.in"?: string;
                "cityId.lessThan"?: number;
                "cityId.lessThanOrEqual"?: number;
                "cityId.notEquals"?: number;
                /** @description Comma-separated values */
                "cityId.notIn"?: string;
                "cityId.specified"?: boolean;
                "contractExpirationDate.equals"?: string;
                "contractExpirationDate.greaterThan"?: string;
                "contractExpirationDate.greaterThanOrEqual"?: string;
                /** @description Comma-separated values */
                "contractExpirationDate.in"?: string;
                "contractExpirationDate.lessThan"?: string;
                "contractExpirationDate.lessThanOrEqual"?: string;
                "contractExpirationDate.notEquals"?: string;
                /** @description Comma-separated values */
                "contractExpirationDate.notIn"?: string;
                "contractExpirationDate.specified"?: boolean;
                /** @description Accepted and ignored (JHipster clients send it) */
                eagerload?: string;
                "enabled.equals"?: boolean;
                "enabled.notEquals"?: boolean;
                "enabled.specified"?: boolean;
                "filterReplacementDate.equals"?: string;
                "filterReplacementDate.greaterThan"?: string;
                "filterReplacementDate.greaterThanOrEqual"?: string;
                /** @description Comma-separated values */
                "filterReplacementDate.in"?: string;
                "filterReplacementDate.lessThan"?: string;
                "filterReplacementDate.lessThanOrEqual"?: string;
                "filterReplacementDate.notEquals"?: string;
                /** @description Comma-separated values */
                "filterReplacementDate.notIn"?: string;
                "filterReplacementDate.specified"?: boolean;
                "id.equals"?: number;
                "id.greaterThan"?: number;
                "id.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "id.in"?: string;
                "id.lessThan"?: number;
                "id.lessThanOrEqual"?: number;
                "id.notEquals"?: number;
                /** @description Comma-separated values */
                "id.notIn"?: string;
                "id.specified"?: boolean;
                "installationDate.equals"?: string;
                "installationDate.greaterThan"?: string;
                "installationDate.greaterThanOrEqual"?: string;
                /** @description Comma-separated values */
                "installationDate.in"?: string;
                "installationDate.lessThan"?: string;
                "installationDate.lessThanOrEqual"?: string;
                "installationDate.notEquals"?: string;
                /** @description Comma-separated values */
                "installationDate.notIn"?: string;
                "installationDate.specified"?: boolean;
                "maintenanceContract.equals"?: boolean;
                "maintenanceContract.notEquals"?: boolean;
                "maintenanceContract.specified"?: boolean;
                "modelId.equals"?: number;
                "modelId.greaterThan"?: number;
                "modelId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "modelId.in"?: string;
                "modelId.lessThan"?: number;
                "modelId.lessThanOrEqual"?: number;
                "modelId.notEquals"?: number;
                /** @description Comma-separated values */
                "modelId.notIn"?: string;
                "modelId.specified"?: boolean;
                "name.contains"?: string;
                "name.doesNotContain"?: string;
                "name.equals"?: string;
                /** @description Comma-separated values */
                "name.in"?: string;
                "name.notEquals"?: string;
                /** @description Comma-separated values */
                "name.notIn"?: string;
                "name.specified"?: boolean;
                "ownerId.equals"?: number;
                "ownerId.greaterThan"?: number;
                "ownerId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "ownerId.in"?: string;
                "ownerId.lessThan"?: number;
                "ownerId.lessThanOrEqual"?: number;
                "ownerId.notEquals"?: number;
                /** @description Comma-separated values */
                "ownerId.notIn"?: string;
                "ownerId.specified"?: boolean;
                /** @description The page, from 0 */
                page?: number;
                "place.contains"?: string;
                "place.doesNotContain"?: string;
                "place.equals"?: string;
                /** @description Comma-separated values */
                "place.in"?: string;
                "place.notEquals"?: string;
                /** @description Comma-separated values */
                "place.notIn"?: string;
                "place.specified"?: boolean;
                "purchase_date.equals"?: string;
                "purchase_date.greaterThan"?: string;
                "purchase_date.greaterThanOrEqual"?: string;
                /** @description Comma-separated values */
                "purchase_date.in"?: string;
                "purchase_date.lessThan"?: string;
                "purchase_date.lessThanOrEqual"?: string;
                "purchase_date.notEquals"?: string;
                /** @description Comma-separated values */
                "purchase_date.notIn"?: string;
                "purchase_date.specified"?: boolean;
                "seller_description.contains"?: string;
                "seller_description.doesNotContain"?: string;
                "seller_description.equals"?: string;
                /** @description Comma-separated values */
                "seller_description.in"?: string;
                "seller_description.notEquals"?: string;
                /** @description Comma-separated values */
                "seller_description.notIn"?: string;
                "seller_description.specified"?: boolean;
                "sellerId.equals"?: number;
                "sellerId.greaterThan"?: number;
                "sellerId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "sellerId.in"?: string;
                "sellerId.lessThan"?: number;
                "sellerId.lessThanOrEqual"?: number;
                "sellerId.notEquals"?: number;
                /** @description Comma-separated values */
                "sellerId.notIn"?: string;
                "sellerId.specified"?: boolean;
                "serialNumber.contains"?: string;
                "serialNumber.doesNotContain"?: string;
                "serialNumber.equals"?: string;
                /** @description Comma-separated values */
                "serialNumber.in"?: string;
                "serialNumber.notEquals"?: string;
                /** @description Comma-separated values */
                "serialNumber.notIn"?: string;
                "serialNumber.specified"?: boolean;
                /** @description Rows per page */
                size?: number;
                /** @description property,asc or property,desc; repeat it to sort by several */
                sort?: string[];
                "uid.contains"?: string;
                "uid.doesNotContain"?: string;
                "uid.equals"?: string;
                /** @description Comma-separated values */
                "uid.in"?: string;
                "uid.notEquals"?: string;
                /** @description Comma-separated values */
                "uid.notIn"?: string;
                "uid.specified"?: boolean;
                "uuid.equals"?: string;
                /** @description Comma-separated values */
                "uuid.in"?: string;
                "uuid.notEquals"?: string;
                /** @description Comma-separated values */
                "uuid.notIn"?: string;
                "uuid.specified"?: boolean;
            };
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceDto"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postDevicesIot: {
        parameters: {
            query?: {
                refresh?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string[];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceStatusesAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDevicesIotByIdPdf: {
        parameters: {
            query: {
                costPerKwh?: number;
                deviceUidList: string[];
                end: string;
                start: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report (attachment; filename="charts.pdf") */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postDevicesIotByUidCommands: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommandListInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IotDoneAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDevicesIotByUidTimers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimerCategories"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postDevicesIotByUidTimers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceTimerInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddTimerAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteDevicesIotByUidTimers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IotDoneAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteDevicesIotByUidTimersCategoriesByCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                category: string;
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IotDoneAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteDevicesIotByUidTimersCategoriesByCategoryGroupsByGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                category: string;
                group: string;
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IotDoneAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDevicesIotGlobalCheckByRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                refresh: "true" | "false";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FleetCheck"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getFleetAirQualitySites: {
        parameters: {
            query?: {
                accountId?: number;
                from?: string;
                sort?: "mean,desc" | "mean,asc";
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AirQualitySites"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getFleetAirQualitySitesByAddressId: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                addressId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AirQualitySiteGrid"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getFleetAirStandardsSites: {
        parameters: {
            query?: {
                accountId?: number;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AirStandardsOverview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getFleetAirStandardsSitesByAddressId: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                addressId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AirStandardsSiteReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getFleetAirStandardsSitesByAddressIdPdf: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                addressId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report (attachment; filename="standards-<site>-<from>-<to>.pdf") */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getFleetAttention: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                sort?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttentionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getFleetEffectivenessSitesByAddressId: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                addressId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteEffectiveness"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getFleetFilters: {
        parameters: {
            query?: {
                accountId?: number;
                addressId?: number;
                page?: number;
                size?: number;
                within?: "7" | "30" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilterForecastRows"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getFleetFiltersDevicesByDeviceId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilterForecastRow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getFleetFiltersSites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilterSites"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getFleetHealth: {
        parameters: {
            query?: {
                accountId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FleetHealth"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getFleetHealthAccounts: {
        parameters: {
            query: {
                ids: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountHealthList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getFleetMonthlyReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonthlyReportOptIn"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putFleetMonthlyReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MonthlyReportOptInInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonthlyReportOptIn"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getFleetQuota: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuotaStatus"];
                };
            };
            /** @description A super user without an account */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getIotLogs: {
        parameters: {
            query?: {
                /** @description Accepted and ignored (JHipster clients send it) */
                cacheBuster?: string;
                /** @description Accepted and ignored (JHipster clients send it) */
                eagerload?: string;
                "id.equals"?: number;
                "id.greaterThan"?: number;
                "id.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "id.in"?: string;
                "id.lessThan"?: number;
                "id.lessThanOrEqual"?: number;
                "id.notEquals"?: number;
                /** @description Comma-separated values */
                "id.notIn"?: string;
                "id.specified"?: boolean;
                "logTime.equals"?: string;
                "logTime.greaterThan"?: string;
                "logTime.greaterThanOrEqual"?: string;
                /** @description Comma-separated values */
                "logTime.in"?: string;
                "logTime.lessThan"?: string;
                "logTime.lessThanOrEqual"?: string;
                "logTime.notEquals"?: string;
                /** @description Comma-separated values */
                "logTime.notIn"?: string;
                "logTime.specified"?: boolean;
                "operation.equals"?: "STATUS" | "COMMAND" | "GET_TIMER" | "DELETE_TIMER" | "ADD_TIMER";
                /** @description Comma-separated values */
                "operation.in"?: string;
                "operation.notEquals"?: "STATUS" | "COMMAND" | "GET_TIMER" | "DELETE_TIMER" | "ADD_TIMER";
                /** @description Comma-separated values */
                "operation.notIn"?: string;
                "operation.specified"?: boolean;
                /** @description The page, from 0 */
                page?: number;
                "request.contains"?: string;
                "request.doesNotContain"?: string;
                "request.equals"?: string;
                /** @description Comma-separated values */
                "request.in"?: string;
                "request.notEquals"?: string;
                /** @description Comma-separated values */
                "request.notIn"?: string;
                "request.specified"?: boolean;
                "response.contains"?: string;
                "response.doesNotContain"?: string;
                "response.equals"?: string;
                /** @description Comma-separated values */
                "response.in"?: string;
                "response.notEquals"?: string;
                /** @description Comma-separated values */
                "response.notIn"?: string;
                "response.specified"?: boolean;
                /** @description Rows per page */
                size?: number;
                /** @description property,asc or property,desc; repeat it to sort by several */
                sort?: string[];
                "state.equals"?: "SUCCESS" | "ERROR" | "DEPLETED_REQUESTS";
                /** @description Comma-separated values */
                "state.in"?: string;
                "state.notEquals"?: "SUCCESS" | "ERROR" | "DEPLETED_REQUESTS";
                /** @description Comma-separated values */
                "state.notIn"?: string;
                "state.specified"?: boolean;
                "userAccountId.equals"?: number;
                "userAccountId.greaterThan"?: number;
                "userAccountId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "userAccountId.in"?: string;
                "userAccountId.lessThan"?: number;
                "userAccountId.lessThanOrEqual"?: number;
                "userAccountId.notEquals"?: number;
                /** @description Comma-separated values */
                "userAccountId.notIn"?: string;
                "userAccountId.specified"?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IotLogDto"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getIotLogsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IotLogDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getNations: {
        parameters: {
            query?: {
                /** @description Accepted and ignored (JHipster clients send it) */
                cacheBuster?: string;
                "code.contains"?: string;
                "code.doesNotContain"?: string;
                "code.equals"?: string;
                /** @description Comma-separated values */
                "code.in"?: string;
                "code.notEquals"?: string;
                /** @description Comma-separated values */
                "code.notIn"?: string;
                "code.specified"?: boolean;
                /** @description Accepted and ignored (JHipster clients send it) */
                eagerload?: string;
                "id.equals"?: number;
                "id.greaterThan"?: number;
                "id.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "id.in"?: string;
                "id.lessThan"?: number;
                "id.lessThanOrEqual"?: number;
                "id.notEquals"?: number;
                /** @description Comma-separated values */
                "id.notIn"?: string;
                "id.specified"?: boolean;
                "name.contains"?: string;
                "name.doesNotContain"?: string;
                "name.equals"?: string;
                /** @description Comma-separated values */
                "name.in"?: string;
                "name.notEquals"?: string;
                /** @description Comma-separated values */
                "name.notIn"?: string;
                "name.specified"?: boolean;
                /** @description The page, from 0 */
                page?: number;
                /** @description Rows per page */
                size?: number;
                /** @description property,asc or property,desc; repeat it to sort by several */
                sort?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NationDto"][];
                };
            };
            /** @description Not modified: the If-None-Match tag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postNations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NationBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NationDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getNationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NationDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putNationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NationBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NationDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteNationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferences"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationPreferencesInput"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPreferences"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getNotifications: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                unread?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationDto"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationRead"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPush"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getNotificationsUnreadCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadCount"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPublicAirByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AirScreen"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPublicExportsByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file (attachment), UTF-8 with a BOM */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description Registered; the activation link is mailed */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getRelationOptionsByTarget: {
        parameters: {
            query?: {
                ids?: string;
                relation?: string;
                search?: string;
                size?: number;
            };
            header?: never;
            path: {
                target: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RelationOption"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getScheduledExports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledExport"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postScheduledExports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateScheduledExport"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledExport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteScheduledExportsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchScheduledExportsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateScheduledExport"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledExport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postScheduledExportsByIdSend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledExportSent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTabCities: {
        parameters: {
            query?: {
                /** @description Accepted and ignored (JHipster clients send it) */
                cacheBuster?: string;
                "city_id.contains"?: string;
                "city_id.doesNotContain"?: string;
                "city_id.equals"?: string;
                /** @description Comma-separated values */
                "city_id.in"?: string;
                "city_id.notEquals"?: string;
                /** @description Comma-separated values */
                "city_id.notIn"?: string;
                "city_id.specified"?: boolean;
                "city_name.contains"?: string;
                "city_name.doesNotContain"?: string;
                "city_name.equals"?: string;
                /** @description Comma-separated values */
                "city_name.in"?: string;
                "city_name.notEquals"?: string;
                /** @description Comma-separated values */
                "city_name.notIn"?: string;
                "city_name.specified"?: boolean;
                /** @description Accepted and ignored (JHipster clients send it) */
                eagerload?: string;
                "id.equals"?: number;
                "id.greaterThan"?: number;
                "id.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "id.in"?: string;
                "id.lessThan"?: number;
                "id.lessThanOrEqual"?: number;
                "id.notEquals"?: number;
                /** @description Comma-separated values */
                "id.notIn"?: string;
                "id.specified"?: boolean;
                /** @description The page, from 0 */
                page?: number;
                "province_code.contains"?: string;
                "province_code.doesNotContain"?: string;
                "province_code.equals"?: string;
                /** @description Comma-separated values */
                "province_code.in"?: string;
                "province_code.notEquals"?: string;
                /** @description Comma-separated values */
                "province_code.notIn"?: string;
                "province_code.specified"?: boolean;
                "province_name.contains"?: string;
                "province_name.doesNotContain"?: string;
                "province_name.equals"?: string;
                /** @description Comma-separated values */
                "province_name.in"?: string;
                "province_name.notEquals"?: string;
                /** @description Comma-separated values */
                "province_name.notIn"?: string;
                "province_name.specified"?: boolean;
                "region_id.contains"?: string;
                "region_id.doesNotContain"?: string;
                "region_id.equals"?: string;
                /** @description Comma-separated values */
                "region_id.in"?: string;
                "region_id.notEquals"?: string;
                /** @description Comma-separated values */
                "region_id.notIn"?: string;
                "region_id.specified"?: boolean;
                "region_name.contains"?: string;
                "region_name.doesNotContain"?: string;
                "region_name.equals"?: string;
                /** @description Comma-separated values */
                "region_name.in"?: string;
                "region_name.notEquals"?: string;
                /** @description Comma-separated values */
                "region_name.notIn"?: string;
                "region_name.specified"?: boolean;
                /** @description Rows per page */
                size?: number;
                /** @description property,asc or property,desc; repeat it to sort by several */
                sort?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TabCityDto"][];
                };
            };
            /** @description Not modified: the If-None-Match tag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTabCitiesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TabCityDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTabCitiesProvinces: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Province"][];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTabCitiesProvincesByCodeCities: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CityOfProvince"][];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTabServicePermissionPresets: {
        parameters: {
            query?: {
                /** @description Accepted and ignored (JHipster clients send it) */
                cacheBuster?: string;
                /** @description Accepted and ignored (JHipster clients send it) */
                eagerload?: string;
                "id.equals"?: number;
                "id.greaterThan"?: number;
                "id.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "id.in"?: string;
                "id.lessThan"?: number;
                "id.lessThanOrEqual"?: number;
                "id.notEquals"?: number;
                /** @description Comma-separated values */
                "id.notIn"?: string;
                "id.specified"?: boolean;
                "name.contains"?: string;
                "name.doesNotContain"?: string;
                "name.equals"?: string;
                /** @description Comma-separated values */
                "name.in"?: string;
                "name.notEquals"?: string;
                /** @description Comma-separated values */
                "name.notIn"?: string;
                "name.specified"?: boolean;
                "ownerId.equals"?: number;
                "ownerId.greaterThan"?: number;
                "ownerId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "ownerId.in"?: string;
                "ownerId.lessThan"?: number;
                "ownerId.lessThanOrEqual"?: number;
                "ownerId.notEquals"?: number;
                /** @description Comma-separated values */
                "ownerId.notIn"?: string;
                "ownerId.specified"?: boolean;
                /** @description The page, from 0 */
                page?: number;
                "removed.equals"?: boolean;
                "removed.notEquals"?: boolean;
                "removed.specified"?: boolean;
                /** @description Rows per page */
                size?: number;
                /** @description property,asc or property,desc; repeat it to sort by several */
                sort?: string[];
                "targetRole.contains"?: string;
                "targetRole.doesNotContain"?: string;
                "targetRole.equals"?: string;
                /** @description Comma-separated values */
                "targetRole.in"?: string;
                "targetRole.notEquals"?: string;
                /** @description Comma-separated values */
                "targetRole.notIn"?: string;
                "targetRole.specified"?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TabServicePermissionPresetDto"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postTabServicePermissionPresets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TabServicePermissionPresetBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TabServicePermissionPresetDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTabServicePermissionPresetsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TabServicePermissionPresetDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putTabServicePermissionPresetsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TabServicePermissionPresetBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TabServicePermissionPresetDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteTabServicePermissionPresetsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTabServicePermissions: {
        parameters: {
            query?: {
                /** @description Accepted and ignored (JHipster clients send it) */
                cacheBuster?: string;
                /** @description Accepted and ignored (JHipster clients send it) */
                eagerload?: string;
                "id.equals"?: number;
                "id.greaterThan"?: number;
                "id.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "id.in"?: string;
                "id.lessThan"?: number;
                "id.lessThanOrEqual"?: number;
                "id.notEquals"?: number;
                /** @description Comma-separated values */
                "id.notIn"?: string;
                "id.specified"?: boolean;
                /** @description The page, from 0 */
                page?: number;
                "permissionCreate.equals"?: boolean;
                "permissionCreate.notEquals"?: boolean;
                "permissionCreate.specified"?: boolean;
                "permissionDelete.equals"?: boolean;
                "permissionDelete.notEquals"?: boolean;
                "permissionDelete.specified"?: boolean;
                "permissionRead.equals"?: boolean;
                "permissionRead.notEquals"?: boolean;
                "permissionRead.specified"?: boolean;
                "permissionUpdate.equals"?: boolean;
                "permissionUpdate.notEquals"?: boolean;
                "permissionUpdate.specified"?: boolean;
                /** @description Rows per page */
                size?: number;
                /** @description property,asc or property,desc; repeat it to sort by several */
                sort?: string[];
                "tabServiceId.equals"?: number;
                "tabServiceId.greaterThan"?: number;
                "tabServiceId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "tabServiceId.in"?: string;
                "tabServiceId.lessThan"?: number;
                "tabServiceId.lessThanOrEqual"?: number;
                "tabServiceId.notEquals"?: number;
                /** @description Comma-separated values */
                "tabServiceId.notIn"?: string;
                "tabServiceId.specified"?: boolean;
                "tabServicePermissionPresetId.equals"?: number;
                "tabServicePermissionPresetId.greaterThan"?: number;
                "tabServicePermissionPresetId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "tabServicePermissionPresetId.in"?: string;
                "tabServicePermissionPresetId.lessThan"?: number;
                "tabServicePermissionPresetId.lessThanOrEqual"?: number;
                "tabServicePermissionPresetId.notEquals"?: number;
                /** @description Comma-separated values */
                "tabServicePermissionPresetId.notIn"?: string;
                "tabServicePermissionPresetId.specified"?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TabServicePermissionDto"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postTabServicePermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TabServicePermissionBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TabServicePermissionDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTabServicePermissionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TabServicePermissionDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putTabServicePermissionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TabServicePermissionBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TabServicePermissionDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteTabServicePermissionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTabServiceUserPermissions: {
        parameters: {
            query?: {
                /** @description Accepted and ignored (JHipster clients send it) */
                cacheBuster?: string;
                "createdAt.equals"?: string;
                "createdAt.greaterThan"?: string;
                "createdAt.greaterThanOrEqual"?: string;
                /** @description Comma-separated values */
                "createdAt.in"?: string;
                "createdAt.lessThan"?: string;
                "createdAt.lessThanOrEqual"?: string;
                "createdAt.notEquals"?: string;
                /** @description Comma-separated values */
                "createdAt.notIn"?: string;
                "createdAt.specified"?: boolean;
                "createdById.equals"?: number;
                "createdById.greaterThan"?: number;
                "createdById.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "createdById.in"?: string;
                "createdById.lessThan"?: number;
                "createdById.lessThanOrEqual"?: number;
                "createdById.notEquals"?: number;
                /** @description Comma-separated values */
                "createdById.notIn"?: string;
                "createdById.specified"?: boolean;
                /** @description Accepted and ignored (JHipster clients send it) */
                eagerload?: string;
                "id.equals"?: number;
                "id.greaterThan"?: number;
                "id.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "id.in"?: string;
                "id.lessThan"?: number;
                "id.lessThanOrEqual"?: number;
                "id.notEquals"?: number;
                /** @description Comma-separated values */
                "id.notIn"?: string;
                "id.specified"?: boolean;
                /** @description The page, from 0 */
                page?: number;
                "permissionCreate.equals"?: boolean;
                "permissionCreate.notEquals"?: boolean;
                "permissionCreate.specified"?: boolean;
                "permissionCreateAllowed.equals"?: boolean;
                "permissionCreateAllowed.notEquals"?: boolean;
                "permissionCreateAllowed.specified"?: boolean;
                "permissionDelete.equals"?: boolean;
                "permissionDelete.notEquals"?: boolean;
                "permissionDelete.specified"?: boolean;
                "permissionDeleteAllowed.equals"?: boolean;
                "permissionDeleteAllowed.notEquals"?: boolean;
                "permissionDeleteAllowed.specified"?: boolean;
                "permissionRead.equals"?: boolean;
                "permissionRead.notEquals"?: boolean;
                "permissionRead.specified"?: boolean;
                "permissionReadAllowed.equals"?: boolean;
                "permissionReadAllowed.notEquals"?: boolean;
                "permissionReadAllowed.specified"?: boolean;
                "permissionUpdate.equals"?: boolean;
                "permissionUpdate.notEquals"?: boolean;
                "permissionUpdate.specified"?: boolean;
                "permissionUpdateAllowed.equals"?: boolean;
                "permissionUpdateAllowed.notEquals"?: boolean;
                "permissionUpdateAllowed.specified"?: boolean;
                "relatedPresetId.equals"?: number;
                "relatedPresetId.greaterThan"?: number;
                "relatedPresetId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "relatedPresetId.in"?: string;
                "relatedPresetId.lessThan"?: number;
                "relatedPresetId.lessThanOrEqual"?: number;
                "relatedPresetId.notEquals"?: number;
                /** @description Comma-separated values */
                "relatedPresetId.notIn"?: string;
                "relatedPresetId.specified"?: boolean;
                /** @description Rows per page */
                size?: number;
                /** @description property,asc or property,desc; repeat it to sort by several */
                sort?: string[];
                "tabServiceId.equals"?: number;
                "tabServiceId.greaterThan"?: number;
                "tabServiceId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "tabServiceId.in"?: string;
                "tabServiceId.lessThan"?: number;
                "tabServiceId.lessThanOrEqual"?: number;
                "tabServiceId.notEquals"?: number;
                /** @description Comma-separated values */
                "tabServiceId.notIn"?: string;
                "tabServiceId.specified"?: boolean;
                "userId.equals"?: number;
                "userId.greaterThan"?: number;
                "userId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "userId.in"?: string;
                "userId.lessThan"?: number;
                "userId.lessThanOrEqual"?: number;
                "userId.notEquals"?: number;
                /** @description Comma-separated values */
                "userId.notIn"?: string;
                "userId.specified"?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TabServiceUserPermissionDto"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postTabServiceUserPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TabServiceUserPermissionBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TabServiceUserPermissionDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTabServiceUserPermissionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TabServiceUserPermissionDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putTabServiceUserPermissionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TabServiceUserPermissionBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TabServiceUserPermissionDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteTabServiceUserPermissionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTabServiceUserPermissionsNewPermissionList: {
        parameters: {
            query: {
                userId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionSheetEntry"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTabServices: {
        parameters: {
            query?: {
                /** @description Accepted and ignored (JHipster clients send it) */
                cacheBuster?: string;
                "code.contains"?: string;
                "code.doesNotContain"?: string;
                "code.equals"?: string;
                /** @description Comma-separated values */
                "code.in"?: string;
                "code.notEquals"?: string;
                /** @description Comma-separated values */
                "code.notIn"?: string;
                "code.specified"?: boolean;
                /** @description Accepted and ignored (JHipster clients send it) */
                eagerload?: string;
                "id.equals"?: number;
                "id.greaterThan"?: number;
                "id.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "id.in"?: string;
                "id.lessThan"?: number;
                "id.lessThanOrEqual"?: number;
                "id.notEquals"?: number;
                /** @description Comma-separated values */
                "id.notIn"?: string;
                "id.specified"?: boolean;
                "name.contains"?: string;
                "name.doesNotContain"?: string;
                "name.equals"?: string;
                /** @description Comma-separated values */
                "name.in"?: string;
                "name.notEquals"?: string;
                /** @description Comma-separated values */
                "name.notIn"?: string;
                "name.specified"?: boolean;
                /** @description The page, from 0 */
                page?: number;
                "readOnly.equals"?: boolean;
                "readOnly.notEquals"?: boolean;
                "readOnly.specified"?: boolean;
                "removed.equals"?: boolean;
                "removed.notEquals"?: boolean;
                "removed.specified"?: boolean;
                /** @description Rows per page */
                size?: number;
                /** @description property,asc or property,desc; repeat it to sort by several */
                sort?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TabServiceDto"][];
                };
            };
            /** @description Not modified: the If-None-Match tag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postTabServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TabServiceBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TabServiceDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTabServicesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TabServiceDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putTabServicesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TabServiceBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TabServiceDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteTabServicesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getThresholdsPresets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThresholdPresets"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getUserAccountTypes: {
        parameters: {
            query?: {
                /** @description Accepted and ignored (JHipster clients send it) */
                cacheBuster?: string;
                /** @description Accepted and ignored (JHipster clients send it) */
                eagerload?: string;
                "id.equals"?: number;
                "id.greaterThan"?: number;
                "id.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "id.in"?: string;
                "id.lessThan"?: number;
                "id.lessThanOrEqual"?: number;
                "id.notEquals"?: number;
                /** @description Comma-separated values */
                "id.notIn"?: string;
                "id.specified"?: boolean;
                "name.contains"?: string;
                "name.doesNotContain"?: string;
                "name.equals"?: string;
                /** @description Comma-separated values */
                "name.in"?: string;
                "name.notEquals"?: string;
                /** @description Comma-separated values */
                "name.notIn"?: string;
                "name.specified"?: boolean;
                /** @description The page, from 0 */
                page?: number;
                "role.contains"?: string;
                "role.doesNotContain"?: string;
                "role.equals"?: string;
                /** @description Comma-separated values */
                "role.in"?: string;
                "role.notEquals"?: string;
                /** @description Comma-separated values */
                "role.notIn"?: string;
                "role.specified"?: boolean;
                /** @description Rows per page */
                size?: number;
                /** @description property,asc or property,desc; repeat it to sort by several */
                sort?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAccountTypeDto"][];
                };
            };
            /** @description Not modified: the If-None-Match tag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postUserAccountTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserAccountTypeBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAccountTypeDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getUserAccountTypesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAccountTypeDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putUserAccountTypesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserAccountTypeBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAccountTypeDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteUserAccountTypesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getUserAccounts: {
        parameters: {
            query?: {
                /** @description Accepted and ignored (JHipster clients send it) */
                cacheBuster?: string;
                "comPartnerAccountId.equals"?: number;
                "comPartnerAccountId.greaterThan"?: number;
                "comPartnerAccountId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "comPartnerAccountId.in"?: string;
                "comPartnerAccountId.lessThan"?: number;
                "comPartnerAccountId.lessThanOrEqual"?: number;
                "comPartnerAccountId.notEquals"?: number;
                /** @description Comma-separated values */
                "comPartnerAccountId.notIn"?: string;
                "comPartnerAccountId.specified"?: boolean;
                "comPartnerId.equals"?: number;
                "comPartnerId.greaterThan"?: number;
                "comPartnerId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "comPartnerId.in"?: string;
                "comPartnerId.lessThan"?: number;
                "comPartnerId.lessThanOrEqual"?: number;
                "comPartnerId.notEquals"?: number;
                /** @description Comma-separated values */
                "comPartnerId.notIn"?: string;
                "comPartnerId.specified"?: boolean;
                /** @description Accepted and ignored (JHipster clients send it) */
                eagerload?: string;
                "id.equals"?: number;
                "id.greaterThan"?: number;
                "id.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "id.in"?: string;
                "id.lessThan"?: number;
                "id.lessThanOrEqual"?: number;
                "id.notEquals"?: number;
                /** @description Comma-separated values */
                "id.notIn"?: string;
                "id.specified"?: boolean;
                "iotStatusFrequency.equals"?: number;
                "iotStatusFrequency.greaterThan"?: number;
                "iotStatusFrequency.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "iotStatusFrequency.in"?: string;
                "iotStatusFrequency.lessThan"?: number;
                "iotStatusFrequency.lessThanOrEqual"?: number;
                "iotStatusFrequency.notEquals"?: number;
                /** @description Comma-separated values */
                "iotStatusFrequency.notIn"?: string;
                "iotStatusFrequency.specified"?: boolean;
                "iotStatusTime.equals"?: string;
                "iotStatusTime.greaterThan"?: string;
                "iotStatusTime.greaterThanOrEqual"?: string;
                /** @description Comma-separated values */
                "iotStatusTime.in"?: string;
                "iotStatusTime.lessThan"?: string;
                "iotStatusTime.lessThanOrEqual"?: string;
                "iotStatusTime.notEquals"?: string;
                /** @description Comma-separated values */
                "iotStatusTime.notIn"?: string;
                "iotStatusTime.specified"?: boolean;
                "maxIotRequestPerMonth.equals"?: number;
                "maxIotRequestPerMonth.greaterThan"?: number;
                "maxIotRequestPerMonth.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "maxIotRequestPerMonth.in"?: string;
                "maxIotRequestPerMonth.lessThan"?: number;
                "maxIotRequestPerMonth.lessThanOrEqual"?: number;
                "maxIotRequestPerMonth.notEquals"?: number;
                /** @description Comma-separated values */
                "maxIotRequestPerMonth.notIn"?: string;
                "maxIotRequestPerMonth.specified"?: boolean;
                /** @description The page, from 0 */
                page?: number;
                "parentId.equals"?: number;
                "parentId.greaterThan"?: number;
                "parentId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "parentId.in"?: string;
                "parentId.lessThan"?: number;
                "parentId.lessThanOrEqual"?: number;
                "parentId.notEquals"?: number;
                /** @description Comma-separated values */
                "parentId.notIn"?: string;
                "parentId.specified"?: boolean;
                /** @description Rows per page */
                size?: number;
                /** @description property,asc or property,desc; repeat it to sort by several */
                sort?: string[];
                "state.equals"?: "ACTIVE" | "UNCONFIRMED" | "DELETED";
                /** @description Comma-separated values */
                "state.in"?: string;
                "state.notEquals"?: "ACTIVE" | "UNCONFIRMED" | "DELETED";
                /** @description Comma-separated values */
                "state.notIn"?: string;
                "state.specified"?: boolean;
                "typeId.equals"?: number;
                "typeId.greaterThan"?: number;
                "typeId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "typeId.in"?: string;
                "typeId.lessThan"?: number;
                "typeId.lessThanOrEqual"?: number;
                "typeId.notEquals"?: number;
                /** @description Comma-separated values */
                "typeId.notIn"?: string;
                "typeId.specified"?: boolean;
                "userId.equals"?: number;
                "userId.greaterThan"?: number;
                "userId.greaterThanOrEqual"?: number;
                /** @description Comma-separated values */
                "userId.in"?: string;
                "userId.lessThan"?: number;
                "userId.lessThanOrEqual"?: number;
                "userId.notEquals"?: number;
                /** @description Comma-separated values */
                "userId.notIn"?: string;
                "userId.specified"?: boolean;
                "uuid.equals"?: string;
                /** @description Comma-separated values */
                "uuid.in"?: string;
                "uuid.notEquals"?: string;
                /** @description Comma-separated values */
                "uuid.notIn"?: string;
                "uuid.specified"?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAccountDto"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postUserAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserAccountBody"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAccountDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getUserAccountsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAccountDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putUserAccountsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserAccountBody"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAccountDto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteUserAccountsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getUserAccountsCurrent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDto"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getUserAccountsUuidParentByUuid: {
        parameters: {
            query?: {
                cacheBuster?: string;
                page?: number;
                size?: number;
                sort?: "id,asc" | "id,desc";
            };
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDto"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getUsers: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                sort?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserView"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManagedUser"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserView"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManagedUser"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserView"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getUsersByLogin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                login: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserView"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteUsersByLogin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                login: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user is deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getUsersAuthorities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getWebhooks: {
        parameters: {
            query?: {
                accountId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putWebhooksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteWebhooksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getWebhooksByIdDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postWebhooksByIdRotateSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postWebhooksByIdTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getManagementAudits: {
        parameters: {
            query?: {
                fromDate?: string;
                page?: number;
                size?: number;
                sort?: string | string[];
                toDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEventPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getManagementConfigprops: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfigPropsReport"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getManagementEnv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnvReport"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getManagementHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UP: every check that counts is UP */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthReport"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            /** @description DOWN: a check that counts failed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthReport"];
                };
            };
        };
    };
    getManagementHealthLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LivenessReport"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getManagementHealthReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UP: every check that counts is UP */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthReport"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            /** @description DOWN: a check that counts failed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthReport"];
                };
            };
        };
    };
    getManagementInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagementInfo"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getManagementJhimetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetricsDocument"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getManagementJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobQueues"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getManagementJobsByQueue: {
        parameters: {
            query?: {
                size?: number;
                state?: "failed" | "waiting" | "running" | "completed" | "cancelled";
            };
            header?: never;
            path: {
                queue: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobQueueDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postManagementJobsByQueueByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                queue: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackgroundJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postManagementJobsByQueueByIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                queue: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackgroundJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getManagementLoggers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoggersReport"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getManagementLoggersByName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoggerLevels"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postManagementLoggersByName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeLogLevel"];
            };
        };
        responses: {
            /** @description The level is changed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getManagementPrometheus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metrics in the Prometheus text exposition format */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": components["schemas"]["PrometheusText"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getManagementThreaddump: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadDump"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
}
