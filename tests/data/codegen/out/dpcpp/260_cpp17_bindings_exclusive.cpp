#include <sycl/sycl.hpp>

// C++17 forms on `@exclusive` and `@shared` data inside `@inner` bodies: structured bindings
// of an `@exclusive` struct (by copy and by reference, writing through the reference), of a
// `@shared` array row (`auto &[a, b, c] = row`), `if` and `switch` with initialisers reading
// `@exclusive` values, range-`for` over an `@exclusive` array by reference and over a `@shared`
// row by value, a reference to an `@exclusive` element, copies of an `@exclusive` struct
// holding an array. The host rewrites each name into a per-work-item element.
struct Pair {
  int first;
  int second;
};

struct Box {
  int v[3];
};

extern "C" void _occa_cppBindings_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          Pair p;
          int arr[3];
          Box box;
          auto &rows = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[4][3]>(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            p = Pair{t, g};
            auto &[f, s] = p;
            f += 10;
            s *= 2;
            for (int &x : arr) {
              x = t;
            }
            int i = 0;
            for (int &x : arr) {
              x += i++;
            }
            rows[t][0] = t;
            rows[t][1] = 2 * t;
            rows[t][2] = 3 * t;
            box = Box{{arr[0], arr[1], arr[2]}};
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            auto [f, s] = p;
            auto &[a, b, c] = rows[3 - t];
            int &first = arr[0];
            first += 1;
            int sum = 0;
            for (int x : rows[t]) {
              sum += x;
            }
            int code = 0;
            {
              const int d = f - s;
              if (d > 10) {
                code = d;
              } else {
                code = -d;
              }
            }
            {
              const int m = box.v[2] % 3;
              switch (m) {
                case 0:
                  code += 1000;
                  break;
                default:
                  code += 2000 * m;
              }
            }
            Box copy = box;
            copy.v[0] = -1;
            out[(g * 4 + t) * 6 + 0] = f * 100 + s;
            out[(g * 4 + t) * 6 + 1] = a + b * 10 + c * 100;
            out[(g * 4 + t) * 6 + 2] = first + arr[0] * 10;
            out[(g * 4 + t) * 6 + 3] = sum;
            out[(g * 4 + t) * 6 + 4] = code;
            out[(g * 4 + t) * 6 + 5] = box.v[0] + copy.v[0] * 10 + copy.v[1] * 100;
          }
        }
      }();
    });
  });
}
