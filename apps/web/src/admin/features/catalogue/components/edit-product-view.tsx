import type { AdminProduct, Category } from '@canasta/contract';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { esAdminCatalogue } from '../../../../i18n/es-admin-catalogue';
import { paths } from '../../../../lib/paths';
import { notify } from '../../../../lib/toast';
import { AdminQuery } from '../../../components/admin-query';
import { useCategories } from '../api/get-categories';
import { useProduct } from '../api/get-product';
import { useUpdateProduct } from '../api/update-product';
import { useUploadProductImage } from '../api/upload-product-image';
import { useProductForm } from '../hooks/use-product-form';
import { errorMessage } from '../utils/error-message';
import { changedFields, productFormValues } from '../utils/product-form';
import type { CreatedState } from './new-product-view';
import { ProductForm } from './product-form';
import { ProductPhotoField } from './product-photo-field';

const f = esAdminCatalogue.form;
const t = esAdminCatalogue.photo;

/** One product: its fields and its photo, and the way to see it as shoppers do. */
export function EditProductView({ slug, id }: { slug: string; id: number }) {
  const product = useProduct(slug, id);
  const categories = useCategories(slug);
  return (
    <AdminQuery query={product}>
      {(loaded) => (
        <AdminQuery query={categories}>
          {(list) => (
            <EditProductForm key={loaded.id} slug={slug} product={loaded} categories={list} />
          )}
        </AdminQuery>
      )}
    </AdminQuery>
  );
}

function EditProductForm({
  slug,
  product,
  categories,
}: {
  slug: string;
  product: AdminProduct;
  categories: readonly Category[];
}) {
  const update = useUpdateProduct(slug);
  const upload = useUploadProductImage(slug);
  const created = useLocation().state as CreatedState | null;
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(
    created?.photoError ? t.afterCreateFailed(created.photoError) : null,
  );
  const { form, general, submit, busy } = useProductForm({
    defaultValues: productFormValues(product),
    onSubmit: async (values) => {
      const changes = changedFields(product, values);
      if (Object.keys(changes).length === 0) {
        notify.message(f.nothingChanged);
        return;
      }
      const saved = await update.mutateAsync({ id: product.id, changes });
      form.reset(productFormValues(saved));
      notify.success(f.saved);
    },
  });

  const choosePhoto = (chosen: File) => {
    setFile(chosen);
    setPhotoError(null);
    setProgress(0);
    upload.mutate(
      { id: product.id, file: chosen, onProgress: setProgress },
      {
        onSuccess: () => {
          notify.success(t.uploaded);
        },
        onError: (error) => {
          setPhotoError(errorMessage(error));
        },
        onSettled: () => {
          setFile(null);
          setProgress(null);
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-dark/75">
        {f.sharedNote}{' '}
        <a
          href={paths.product(slug, product.slug)}
          target="_blank"
          rel="noreferrer"
          className="font-semibold underline underline-offset-2"
        >
          {f.seeInShop}
        </a>
      </p>
      <ProductForm
        form={form}
        categories={categories}
        general={general}
        busy={busy}
        submitLabel={f.save}
        busyLabel={f.saving}
        onSubmit={submit}
        photo={
          <ProductPhotoField
            name={product.name}
            image={product.images[0] ?? null}
            file={file}
            onFile={choosePhoto}
            upload={{ progress, error: photoError }}
          />
        }
      />
    </div>
  );
}
