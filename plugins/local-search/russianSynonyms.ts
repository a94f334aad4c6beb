/**
 * What Russian readers type and the words the Russian site says it with: English terms spelled in Cyrillic,
 * testers' slang, verb forms the stemmer keeps apart from the pages' words, and English words for what the pages
 * say in Russian ("config" → конфиг, "events" → событие). One entry per line: the reader's
 * words, in the forms they are typed, then after "→" the words to look for as well (alternatives to the typed
 * word, not requirements). Both sides are stemmed when the list is first used (text.ts), so entries are plain
 * words. Checked by bench/relevance: an entry stays when it finds the right page for queries readers type.
 */
export const RUSSIAN_SYNONYMS = `
кук куки кука → cookie
мок моки мокнуть замокнуть → mock
замокать замокай → mock
застабить стаб стабы → mock
скриншот скриншоты → screenshot
референс референсы → эталон reference
скрин скрины заскринить → screenshot скриншот
ретрай ретраи → retry
флаки флакают → flaky нестабильный
сторибук → storybook
репл → repl
андроид → android
аппиум → appium
тачэкшн → touchaction
гитхаб → github
фронт → фронтенд frontend
редиректнуло редиректнет редиректит → редирект
гермиона → hermione
тестплейн тестплэйн → testplane
отладка → debug отлаживать
отлаживать → debug отладка
дебаг задебажить дебажить → debug отладка
ждать ждёт дождаться дожидаться подождать ожидать ожидание → wait
навести → наводить наведение hover move
ховер → hover наведение навести
конфигурация → конфиг config
настройки → конфиг config
перетащить → drag
вкладка → tab window
сервер → server
хедлес → headless
теневой → shadow
склеить склеивать → merge объединить
смержить мерж → merge объединить
джоба → job
тайм → time
тревел → travel
сет сеты → set набор
урл урлы → url
хром → chrome
хромиум → chromium
фаерфокс файрфокс → firefox
скроллбар → scrollbar полоса прокрутка
скролл проскроллить → scroll прокручивать
редирект → redirect перенаправление
джс → javascript js
джаваскрипт → javascript
тайпскрипт → typescript
js → javascript
нода → node
аттач → attach
ассерт ассерты → assert expect проверка
локатор → селектор selector
воркер → worker
вебдрайвер → webdriver
пупитер паппетир → puppeteer
плейрайт → playwright
реакт → react
перегенерить → update обновить
обновить → обновлять обновление
установить → устанавливать установка
удалить → удалять удаление
удаление → удалить удалять
апнуть → update обновить
прогнать → прогон запуск
гонять гоняет → прогон запуск
сгруппировать сгруппируйте → группировать группирует
погасить гасить гасил → остановить останавливать выключить
отрубить вырубить → отключить выключить
скип скипнуть скипать → skip пропустить
вытащить → get получить получать
получить → get
поменять → менять изменить изменять
почистить → очистить очищать очищает удалить удалять удаляет
снести → удалить удаляет сбросить сбрасывает
прокликать → кликнуть click
клик → click
докер → docker
залогиниться логин → войти авторизация login
проц → процессор cpu
гуи → gui
юай → ui
эксепт → expect
сиай → ci
икспас → xpath
джест → jest
мокка → mocha
вебпак → webpack
вайт вит → vite
браузерстак → browserstack
аллюр → allure
свц → swc
хедер хедеры → header
экшены экшнс → actions
тайпинги → typings
многопоточность многопоточный многопоточно → параллельно параллельный
a11y → доступность accessibility
статичный → статический
сгенерить → сгенерировать генерировать создать
инпут → input поле
локалсторадж → localstorage
дифф → diff
селективный селективно → selectivity
фейл фейлится зафейлился → упасть падение fail
стартовать стартануть → запустить запускать
адрес → url
лейбл → label подпись
повернуть → поворачивать поворачивает
телефон → мобильный
очистка очистить → очищать очищает
допечатать дописать → дописывать добавить
перезаписать перезапиши → обновить update
слабый → замедлить
подменить подменять подмена → заменить заменять переопределить
нейросеть нейронка → ии ai агент
повтор → повторить retry
невидимый → скрытый видимый
выставить → задать задавать
лоадер лоудер прелоадер → спиннер loader
айфрейм айфреймы → iframe фрейм
таймзона таймзону → timezone пояс
config configuration → конфиг
screenshot → скриншот
event → событие
migration migrate → миграция переход
install installation → установка установить
plugin → плагин
debug debugging → отладка отлаживать
`;
