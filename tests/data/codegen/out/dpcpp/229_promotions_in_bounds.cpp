#include <sycl/sycl.hpp>

// Integer promotions and conversions in `@outer`/`@inner` loop tests: `unsigned short` and
// `unsigned char` bounds compared with signed iterators (promoted to `int`, so `-5 < us` is a
// signed comparison), `short` iterators with `char` steps, `unsigned char` iterators against
// `int` bounds that are negative (a `m - 1` that is -1; on OpenMP that loop's body never reads
// its iterator), a `sizeof` quotient cast to `int`, a `char` iterator stepping over letters,
// and `@restrict` parameters of narrow types.
extern "C" void _occa_promotions_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const unsigned short &us, const unsigned char &uc, const short &sh, const int &m, const signed char &step, const char *__restrict__ letters, int *__restrict__ out, short *__restrict__ cnt) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          short s = -5 + (step * item_.get_group(2));
          {
            unsigned char c = 0 + item_.get_local_id(2);
            out[(s + 5) * 16 + c] = s * 100 + c;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_promotions_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const unsigned short &us, const unsigned char &uc, const short &sh, const int &m, const signed char &step, const char *__restrict__ letters, int *__restrict__ out, short *__restrict__ cnt) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          unsigned char g = 0 + item_.get_group(2);
          {
            int t = sh + item_.get_local_id(2);
            cnt[0] += 1000;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_promotions_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const unsigned short &us, const unsigned char &uc, const short &sh, const int &m, const signed char &step, const char *__restrict__ letters, int *__restrict__ out, short *__restrict__ cnt) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 3)]] {
      [=]() mutable {
        {
          int g = -2 + item_.get_group(2);
          int last;
          {
            signed char t = -4 + item_.get_local_id(2);
            last = g * 10 + t;
          }
          {
            signed char t = -4 + item_.get_local_id(2);
            out[400 + (g + 2) * 3 + (t + 4)] = last;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_promotions_3(sycl::queue *queue_, sycl::nd_range<3> *range_, const unsigned short &us, const unsigned char &uc, const short &sh, const int &m, const signed char &step, const char *__restrict__ letters, int *__restrict__ out, short *__restrict__ cnt) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 6)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          {
            char ch = 'a' + (5 * item_.get_local_id(2));
            cnt[1 + g * 6 + (ch - 'a') / 5] = (short)(letters[ch - 'a'] * (g + 1));
          }
        }
      }();
    });
  });
}
