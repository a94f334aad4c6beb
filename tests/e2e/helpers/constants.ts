/** The Yandex Metrica counter id the e2e build is made with (scripts/run-tests.ts). */
export const TEST_COUNTER_ID = 10000001;
