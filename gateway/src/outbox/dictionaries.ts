// Every built-in dictionary (src/content/texts), for the e-mails and text messages the gateway sends in the
// cardholder's language (issue 12). Listed by hand: the worker's bundler has no glob import; a test checks the list.
import type { Dictionaries } from '../../../src/content/translate';
import am from '../../../src/content/texts/am.json';
import ar from '../../../src/content/texts/ar.json';
import az from '../../../src/content/texts/az.json';
import bg from '../../../src/content/texts/bg.json';
import bn from '../../../src/content/texts/bn.json';
import bs from '../../../src/content/texts/bs.json';
import ca from '../../../src/content/texts/ca.json';
import cs from '../../../src/content/texts/cs.json';
import da from '../../../src/content/texts/da.json';
import de from '../../../src/content/texts/de.json';
import el from '../../../src/content/texts/el.json';
import en from '../../../src/content/texts/en.json';
import engb from '../../../src/content/texts/en_gb.json';
import es from '../../../src/content/texts/es.json';
import eses from '../../../src/content/texts/es_es.json';
import et from '../../../src/content/texts/et.json';
import fi from '../../../src/content/texts/fi.json';
import fr from '../../../src/content/texts/fr.json';
import frca from '../../../src/content/texts/fr_ca.json';
import he from '../../../src/content/texts/he.json';
import hi from '../../../src/content/texts/hi.json';
import hr from '../../../src/content/texts/hr.json';
import hu from '../../../src/content/texts/hu.json';
import hy from '../../../src/content/texts/hy.json';
import id from '../../../src/content/texts/id.json';
import is from '../../../src/content/texts/is.json';
import it from '../../../src/content/texts/it.json';
import ja from '../../../src/content/texts/ja.json';
import ka from '../../../src/content/texts/ka.json';
import kk from '../../../src/content/texts/kk.json';
import km from '../../../src/content/texts/km.json';
import ko from '../../../src/content/texts/ko.json';
import lo from '../../../src/content/texts/lo.json';
import lt from '../../../src/content/texts/lt.json';
import lv from '../../../src/content/texts/lv.json';
import mk from '../../../src/content/texts/mk.json';
import mn from '../../../src/content/texts/mn.json';
import ms from '../../../src/content/texts/ms.json';
import mt from '../../../src/content/texts/mt.json';
import my from '../../../src/content/texts/my.json';
import nb from '../../../src/content/texts/nb.json';
import ne from '../../../src/content/texts/ne.json';
import nl from '../../../src/content/texts/nl.json';
import pl from '../../../src/content/texts/pl.json';
import pt from '../../../src/content/texts/pt.json';
import ptbr from '../../../src/content/texts/pt_br.json';
import ro from '../../../src/content/texts/ro.json';
import ru from '../../../src/content/texts/ru.json';
import si from '../../../src/content/texts/si.json';
import sk from '../../../src/content/texts/sk.json';
import sl from '../../../src/content/texts/sl.json';
import sq from '../../../src/content/texts/sq.json';
import sr from '../../../src/content/texts/sr.json';
import sv from '../../../src/content/texts/sv.json';
import sw from '../../../src/content/texts/sw.json';
import th from '../../../src/content/texts/th.json';
import tr from '../../../src/content/texts/tr.json';
import uk from '../../../src/content/texts/uk.json';
import ur from '../../../src/content/texts/ur.json';
import uz from '../../../src/content/texts/uz.json';
import vi from '../../../src/content/texts/vi.json';
import zh from '../../../src/content/texts/zh.json';
import zhtw from '../../../src/content/texts/zh_tw.json';

export const dictionaries = {
  am,
  ar,
  az,
  bg,
  bn,
  bs,
  ca,
  cs,
  da,
  de,
  el,
  en,
  en_gb: engb,
  es,
  es_es: eses,
  et,
  fi,
  fr,
  fr_ca: frca,
  he,
  hi,
  hr,
  hu,
  hy,
  id,
  is,
  it,
  ja,
  ka,
  kk,
  km,
  ko,
  lo,
  lt,
  lv,
  mk,
  mn,
  ms,
  mt,
  my,
  nb,
  ne,
  nl,
  pl,
  pt,
  pt_br: ptbr,
  ro,
  ru,
  si,
  sk,
  sl,
  sq,
  sr,
  sv,
  sw,
  th,
  tr,
  uk,
  ur,
  uz,
  vi,
  zh,
  zh_tw: zhtw,
} as Dictionaries;
